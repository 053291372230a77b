import { customListCondition, listCondition } from './conditions';
import type { GateSpec, RuleSpec } from './gateSpec';

const COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'ES',
  'PT',
  'IT',
  'CH',
  'AT',
  'PL',
  'CZ',
  'SE',
  'NO',
  'DK',
  'FI',
  'JP',
  'KR',
  'SG',
  'AU',
  'NZ',
  'IN',
  'ZA',
  'AE',
] as const;
const STAGES = [100, 50, 25, 10, 0] as const;
export const REGIONAL_RULE_COUNT = 200;

/** One rule per sales region: the rule editor's performance case. */
function regionRules(): RuleSpec[] {
  return Array.from({ length: REGIONAL_RULE_COUNT }, (_, index) => {
    const country = COUNTRIES[index % COUNTRIES.length] ?? 'US';
    const region = `${country}-${String(Math.floor(index / COUNTRIES.length) + 1).padStart(2, '0')}`;
    return {
      name: `Region ${String(index + 1).padStart(3, '0')}: ${region}`,
      pass: STAGES[index % STAGES.length] ?? 0,
      conditions: [listCondition('country', 'any', [country]), customListCondition('salesRegion', 'any', [region])],
    };
  });
}

export const REGIONAL_GATE: GateSpec = {
  name: 'Storefront regional availability',
  description:
    'Which sales regions see the new storefront. One rule per region, maintained by the regional launch script.',
  team: 'growth',
  type: 'PERMANENT',
  targetApps: ['web', 'ios', 'android'],
  tags: ['storefront', 'regions', 'generated'],
  rules: regionRules(),
  versions: 4,
  ageDays: 90,
  idleDays: 6,
  checksPerHour: 640_000,
  ownedByKey: true,
};

// Rules for the dynamic config benchmark: as varied as real ones, so the list measures rows of different heights.
import type { JsonValue } from '../../src/contract/common';
import type { Rule } from '../../src/contract/rule';
import {
  customNumberCondition,
  environmentCondition,
  listCondition,
  segmentCondition,
  unitIdCondition,
  versionCondition,
} from '../../src/server/seed/conditions';
import { createRandom } from '../../src/server/seed/random';

const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'SE', 'JP', 'BR', 'AU', 'IN', 'MX'];
const DAY = 24 * 60 * 60 * 1000;

/** The name of the rule at a 0-based position; the benchmark looks for the last one. */
export function benchRuleName(position: number): string {
  return `Bench rule ${String(position + 1).padStart(5, '0')}`;
}

/** `count` rules with one to three conditions of several types, return values of several sizes, some rollouts. */
export function manyRules(count: number, now: number): Rule[] {
  const random = createRandom('dynamic-config-bench');
  return Array.from({ length: count }, (_, position) => {
    const id = random.id(22);
    const conditions = [unitIdCondition('storeID', 'any', [`store_${String(position + 1)}`])];
    if (random.chance(0.4)) conditions.push(listCondition('country', 'any', COUNTRIES.slice(0, random.int(1, 12))));
    if (random.chance(0.2))
      conditions.push(versionCondition('app_version', 'version_gte', `${String(random.int(3, 9))}.0.0`));
    if (random.chance(0.1)) conditions.push(customNumberCondition('cartValue', 'gt', random.int(10, 900)));
    if (random.chance(0.05)) conditions.push(segmentCondition('passes_segment', 'beta_testers'));
    if (random.chance(0.05)) conditions.push(environmentCondition('any', ['staging']));
    const returnValue: JsonValue = random.chance(0.2)
      ? {
          pickup: { enabled: random.chance(0.5), slots: [8, 12, 16].slice(0, random.int(1, 3)) },
          banner: `Store ${String(position + 1)} opens soon`,
          radiusKm: random.int(1, 40),
        }
      : { pickupEnabled: random.chance(0.8), openingHour: random.int(6, 10), radiusKm: random.int(1, 40) };
    const rolling = random.chance(0.05);
    return {
      id,
      baseID: id,
      name: benchRuleName(position),
      passPercentage: rolling ? 50 : 100,
      conditions,
      environments: random.chance(0.1) ? ['production'] : null,
      returnValue,
      ...(rolling
        ? {
            completedAutomatedRollouts: [
              { passPercent: 25, time: now - 2 * DAY },
              { passPercent: 50, time: now - DAY },
            ],
            pendingAutomatedRollouts: [{ passPercent: 100, time: now + DAY }],
          }
        : {}),
    };
  });
}

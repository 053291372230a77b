import type { Rule } from '../../contract/rule';
import type { JsonValue } from '../../contract/common';
import type { SeedData } from './seedTypes';
import {
  customListCondition,
  customNumberCondition,
  employees,
  environmentCondition,
  listCondition,
  unitIdCondition,
  versionCondition,
} from './conditions';
import { createRandom, type Random } from './random';
import { DAY } from './seedTime';
import { HOSTILE_LINK, HOSTILE_REMOTE_IMAGE, HOSTILE_TEXT } from './hostileText';

export const STORE_OVERRIDE_RULE_COUNT = 5000;

type RuleDraft = Pick<Rule, 'name' | 'passPercentage' | 'conditions' | 'returnValue'> & Partial<Rule>;

function withIds(drafts: readonly RuleDraft[], random: Random): Rule[] {
  return drafts.map((draft) => {
    const id = random.id(22);
    return { id, baseID: id, environments: null, ...draft };
  });
}

/** One override per store: the rules page's performance case. */
function storeOverrides(): RuleDraft[] {
  return Array.from({ length: STORE_OVERRIDE_RULE_COUNT }, (_, index) => {
    const storeID = `store_${String(index + 1).padStart(4, '0')}`;
    return {
      name: `Store ${String(index + 1).padStart(4, '0')}`,
      passPercentage: 100,
      conditions: [unitIdCondition('storeID', 'any', [storeID])],
      returnValue: { pickupEnabled: index % 7 !== 0, openingHour: 7 + (index % 4), radiusKm: 5 + (index % 20) },
    };
  });
}

interface ConfigDraft {
  id: string;
  name: string;
  description: string;
  /** What the config returns to a unit no rule passes (the extension `GET /dynamic_configs/{id}`). */
  defaultValue: JsonValue;
  idType?: string;
  tags?: string[];
  isEnabled?: boolean;
  rules: RuleDraft[];
}

function configs(now: number): ConfigDraft[] {
  return [
    {
      id: 'mobile_app_config',
      name: 'Mobile app config',
      description: 'Remote config for the mobile apps: minimum versions, feature limits and the support link.',
      defaultValue: {
        minVersion: '5.2.0',
        debugMenu: false,
        maxUploadMb: 25,
        supportUrl: 'https://help.larkspur.example',
      },
      tags: ['mobile'],
      rules: [
        {
          name: 'Internal builds',
          passPercentage: 100,
          conditions: [employees()],
          returnValue: { minVersion: '5.0.0', debugMenu: true, supportUrl: 'https://help.larkspur.example' },
        },
        {
          name: 'iOS 6.0',
          passPercentage: 50,
          conditions: [
            listCondition('os_name', 'any', ['iOS']),
            versionCondition('app_version', 'version_gte', '6.0.0'),
          ],
          returnValue: { minVersion: '5.4.0', debugMenu: false, maxUploadMb: 50 },
          completedAutomatedRollouts: [
            { passPercent: 25, time: now - 4 * DAY },
            { passPercent: 50, time: now - 2 * DAY },
          ],
          pendingAutomatedRollouts: [{ passPercent: 100, time: now + DAY }],
        },
        {
          name: `Staging ${HOSTILE_TEXT.image}`,
          passPercentage: 100,
          conditions: [environmentCondition('any', ['staging'])],
          environments: ['staging'],
          returnValue: {
            minVersion: '0.0.1',
            debugMenu: true,
            bannerHtml: `${HOSTILE_TEXT.breakout}${HOSTILE_REMOTE_IMAGE}`,
            supportUrl: HOSTILE_LINK,
          },
        },
      ],
    },
    {
      id: 'checkout_payment_methods',
      name: 'Checkout payment methods',
      description: 'Payment methods offered per market, in display order.',
      defaultValue: { methods: ['card', 'paypal'] },
      idType: 'stableID',
      tags: ['checkout', 'payments'],
      rules: [
        {
          name: 'Netherlands',
          passPercentage: 100,
          conditions: [listCondition('country', 'any', ['NL'])],
          returnValue: { methods: ['ideal', 'card', 'paypal'] },
        },
        {
          name: 'Germany and Austria',
          passPercentage: 100,
          conditions: [listCondition('country', 'any', ['DE', 'AT'])],
          returnValue: { methods: ['card', 'paypal', 'sofort'] },
        },
        {
          name: 'Large carts',
          passPercentage: 25,
          conditions: [customNumberCondition('cartValue', 'gt', 500)],
          returnValue: { methods: ['card', 'bank_transfer'], requires3ds: true },
          completedAutomatedRollouts: [
            { passPercent: 10, time: now - 9 * DAY },
            { passPercent: 25, time: now - 6 * DAY },
          ],
        },
      ],
    },
    {
      id: 'search_ranking_weights',
      name: 'Search ranking weights',
      description: 'Weights of the ranking signals, per surface.',
      defaultValue: { text: 0.6, popularity: 0.3, recency: 0.1 },
      rules: [
        {
          name: 'Mobile search',
          passPercentage: 100,
          conditions: [customListCondition('surface', 'any', ['ios', 'android'])],
          returnValue: { text: 0.5, popularity: 0.4, recency: 0.1 },
        },
        {
          name: 'Everyone',
          passPercentage: 100,
          conditions: [],
          returnValue: { text: 0.6, popularity: 0.3, recency: 0.1 },
        },
      ],
    },
    {
      id: 'store_locator_overrides',
      name: 'Store locator overrides',
      description: 'Per-store pickup settings, generated nightly from the stores database.',
      defaultValue: { pickupEnabled: false, openingHour: 8, radiusKm: 10 },
      rules: storeOverrides(),
    },
    {
      id: 'holiday_banner',
      name: 'Holiday banner',
      description: `Holiday banner copy. No rules this season: everyone gets the default. Last year's copy: ${HOSTILE_TEXT.breakout}`,
      defaultValue: { enabled: false, headline: null },
      isEnabled: false,
      tags: ['marketing'],
      rules: [],
    },
  ];
}

/** The five dynamic configs with their rules; one has 5,000 rules and one none. */
export function seedDynamicConfigs(now: number): SeedData['dynamicConfigs'] {
  const random = createRandom('dynamic-configs');
  return configs(now).map(({ rules, ...config }, index) => {
    const lastModifiedTime = now - (index * 3 + 1) * DAY;
    const summary = {
      idType: 'userID',
      tags: [],
      isEnabled: true,
      ...config,
      createdTime: lastModifiedTime - 30 * DAY,
      lastModifiedTime,
    };
    return { summary, rules: withIds(rules, random) };
  });
}

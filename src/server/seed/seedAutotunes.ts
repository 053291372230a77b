import type { Autotune } from '../../contract/autotune';
import type { JsonValue } from '../../contract/common';
import type { Rule } from '../../contract/rule';
import { listCondition, versionCondition } from './conditions';
import type { EventName } from './seedEventNames';
import { createRandom } from './random';
import { PEOPLE_WITH_EMAIL } from './seedPeople';
import { TEAMS, type TeamKey } from './seedTeams';
import { DAY, HOUR } from './seedTime';
import { HOSTILE_REMOTE_IMAGE, HOSTILE_TEXT } from './hostileText';

interface AutotuneSpec {
  name: string;
  description: string;
  team: TeamKey | null;
  successEvent: EventName;
  successEventValue?: string;
  explorationWindow: string;
  attributionWindow: string;
  winnerThreshold: string;
  variants: { name: string; json: JsonValue; size: number }[];
  isStarted: boolean;
  /** Index of the variant declared the winner. */
  winner?: number;
  targeting?: Rule[];
  targetApps: string[];
  tags: string[];
  /** A create-body field the service keeps on the record: the source of the success event's data. */
  metricSourceID?: string;
}

const AUTOTUNES: readonly AutotuneSpec[] = [
  {
    name: 'checkout_button_copy',
    description: 'Which call to action gets more orders placed.',
    team: 'checkout',
    successEvent: 'checkout completed',
    explorationWindow: '24hr',
    attributionWindow: '1hr',
    winnerThreshold: '95%',
    variants: [
      { name: 'Place order', json: { label: 'Place order' }, size: 34 },
      { name: 'Buy now', json: { label: 'Buy now' }, size: 33 },
      { name: 'Complete purchase', json: { label: 'Complete purchase' }, size: 33 },
    ],
    isStarted: true,
    winner: 1,
    targetApps: ['web'],
    tags: ['checkout', 'copy'],
    metricSourceID: 'orders_warehouse',
  },
  {
    name: 'promo_banner_discount',
    description: 'Discount shown in the promo banner.',
    team: 'pricing',
    successEvent: 'subscription_upgraded',
    successEventValue: 'annual',
    explorationWindow: '168hr',
    attributionWindow: '24hr',
    winnerThreshold: '99%',
    variants: [
      { name: '10% off', json: { pct: 10 }, size: 25 },
      { name: '20% off', json: { pct: 20 }, size: 25 },
      { name: '30% off', json: { pct: 30 }, size: 25 },
      { name: 'No banner', json: {}, size: 25 },
    ],
    isStarted: true,
    targetApps: ['web'],
    tags: ['pricing'],
    targeting: [
      {
        name: 'Free plan visitors',
        passPercentage: 100,
        conditions: [listCondition('country', 'none', ['CN', 'RU'])],
        environments: null,
      },
    ],
  },
  {
    name: 'search_results_per_page',
    description: 'How many results keep people searching.',
    team: 'search',
    successEvent: 'add_to_cart',
    explorationWindow: '48hrs',
    attributionWindow: '2hrs',
    winnerThreshold: '90%',
    variants: [
      { name: '12', json: 12, size: 1 },
      { name: '24', json: 24, size: 1 },
      { name: '48', json: 48, size: 1 },
    ],
    isStarted: true,
    targetApps: ['web'],
    tags: ['search'],
  },
  {
    name: 'push_send_time',
    description: 'Best hour to send the daily push.',
    team: 'notifications',
    successEvent: 'push_opened',
    explorationWindow: '336',
    attributionWindow: '4',
    winnerThreshold: '80%',
    variants: [
      { name: 'Morning', json: { hourLocal: 8 }, size: 20 },
      { name: 'Lunch', json: { hourLocal: 12 }, size: 20 },
      { name: 'Commute', json: { hourLocal: 18 }, size: 20 },
      { name: 'Evening', json: { hourLocal: 20 }, size: 20 },
      { name: 'Late', json: { hourLocal: 22 }, size: 20 },
    ],
    isStarted: true,
    winner: 2,
    targetApps: ['ios', 'android'],
    tags: ['notifications', 'push'],
    targeting: [
      {
        name: 'App 5.0 and later',
        passPercentage: 100,
        conditions: [versionCondition('app_version', 'version_gte', '5.0.0')],
        environments: ['production'],
      },
    ],
  },
  {
    name: 'signup_form_length',
    description: 'Short or long signup form.',
    team: 'growth',
    successEvent: 'signup_completed',
    explorationWindow: '24hrs',
    attributionWindow: '1hrs',
    winnerThreshold: '98%',
    variants: [
      { name: 'Email only', json: { fields: ['email'] }, size: 50 },
      { name: 'Email and name', json: { fields: ['email', 'name'] }, size: 50 },
    ],
    isStarted: false,
    targetApps: ['web'],
    tags: ['onboarding'],
  },
  {
    name: 'pricing_page_hero',
    description: `Hero image on the pricing page. The agency's embed code ${HOSTILE_TEXT.breakout} ${HOSTILE_REMOTE_IMAGE} must stay text.`,
    team: 'pricing',
    successEvent: 'pricing_page_viewed',
    explorationWindow: '1hr',
    attributionWindow: '24',
    winnerThreshold: '95%',
    variants: [
      { name: 'Team photo', json: { image: 'team.jpg' }, size: 50 },
      {
        name: `Product shot ${HOSTILE_TEXT.image}`,
        json: { image: 'product.png', alt: `Dashboard${HOSTILE_TEXT.breakout}` },
        size: 50,
      },
    ],
    isStarted: false,
    targetApps: ['web'],
    tags: ['pricing', 'design'],
  },
  {
    name: 'cafe_card_layout',
    description: 'Card layout for café listings.',
    team: 'search',
    successEvent: 'café_visit',
    explorationWindow: '48',
    attributionWindow: '2',
    winnerThreshold: '90%',
    variants: [
      { name: 'Photo first', json: { layout: 'photo' }, size: 60 },
      { name: 'Map first', json: { layout: 'map' }, size: 40 },
    ],
    isStarted: true,
    targetApps: ['ios'],
    tags: ['local'],
    targeting: [
      {
        name: 'Japan and France',
        passPercentage: 50,
        conditions: [listCondition('country', 'any', ['JP', 'FR'])],
        environments: null,
      },
    ],
  },
  {
    name: 'promo_50_timing',
    description: 'When to show the 50% promo.',
    team: null,
    successEvent: '50% promo shown',
    explorationWindow: '1hrs',
    attributionWindow: '4hrs',
    winnerThreshold: '80%',
    variants: [
      { name: 'On arrival', json: null, size: 1 },
      { name: 'After 30 s', json: { delaySeconds: 30 }, size: 1 },
      { name: 'On exit intent', json: { trigger: 'exit' }, size: 2 },
    ],
    isStarted: false,
    targetApps: ['web'],
    tags: [],
  },
];

/** The eight autotunes; each is also a valid create body. */
export function seedAutotunes(now: number): Autotune[] {
  const random = createRandom('autotunes');
  return AUTOTUNES.map((spec, index): Autotune => {
    const creator = random.pick(PEOPLE_WITH_EMAIL);
    const modifier = random.pick(PEOPLE_WITH_EMAIL);
    const createdTime = now - (90 - index * 9) * DAY - random.int(0, 23) * HOUR;
    const variants = spec.variants.map((variant) => ({
      id: random.id(10),
      name: variant.name,
      json: variant.json,
      size: variant.size,
    }));
    const winner = spec.winner === undefined ? undefined : variants[spec.winner];
    const rules: Rule[] = (spec.targeting ?? []).map((rule) => {
      const id = random.id(22);
      return { ...rule, id, baseID: id };
    });
    return {
      id: spec.name,
      name: spec.name,
      description: spec.description,
      idType: 'userID',
      creatorID: creator.id,
      creatorName: creator.name,
      creatorEmail: creator.email,
      createdTime,
      lastModifierID: modifier.id,
      lastModifierName: modifier.name,
      lastModifierEmail: modifier.email,
      lastModifiedTime: createdTime + random.int(1, 9) * DAY,
      targetApps: spec.targetApps,
      holdoutIDs: [],
      tags: spec.tags,
      team: spec.team ? TEAMS[spec.team].name : null,
      isStarted: spec.isStarted,
      inlineTargetingRulesJSON: rules.length > 0 ? JSON.stringify(rules) : '{}',
      inlineTargetingRules: rules,
      variants,
      successEvent: spec.successEvent,
      successEventValue: spec.successEventValue ?? '',
      explorationWindow: spec.explorationWindow,
      attributionWindow: spec.attributionWindow,
      winnerThreshold: spec.winnerThreshold,
      winner: winner ? { id: winner.id, name: winner.name } : null,
      ...(spec.metricSourceID === undefined ? {} : { metricSourceID: spec.metricSourceID }),
    };
  });
}

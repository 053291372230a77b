import type { FUNNEL_STEP_TYPES, METRIC_TYPES } from '../../contract/recordEnums';
import type { Metric } from '../../contract/event';
import type { EventName } from './seedEventNames';
import { createRandom } from './random';
import { amara, daniel, kenji, maya, priya, sofia, type PersonWithEmail } from './seedPeople';
import { TEAMS, type TeamKey } from './seedTeams';
import { DAY } from './seedTime';
import { HOSTILE_REMOTE_IMAGE, HOSTILE_TEXT } from './hostileText';

type MetricType = (typeof METRIC_TYPES)[number];

interface MetricSpec {
  name: string;
  type: MetricType;
  description: string;
  directionality: 'increase' | 'decrease';
  team: TeamKey | null;
  events: EventName[];
  /** Ids of the metrics this one is built from. */
  metrics?: string[];
  funnel?: {
    countDistinct: 'events' | 'users';
    steps: { name: EventName; type: (typeof FUNNEL_STEP_TYPES)[number] }[];
  };
  /** Who made it: a person (creator fields), a team owner (`owner`), or neither for metrics the service creates. */
  creator?: PersonWithEmail;
  ownerName?: string;
  tags: string[];
  verified?: boolean;
}

const metricId = (name: string, type: string) => `${name}::${type}`;

/** Metrics the service creates for an event name on its own: a count and daily active users. */
function autoMetrics(
  event: EventName,
  team: TeamKey | null,
  directionality: 'increase' | 'decrease' = 'increase',
): MetricSpec[] {
  return [
    {
      name: event,
      type: 'event_count',
      description: `Number of ${event} events.`,
      directionality,
      team,
      events: [event],
      tags: ['auto'],
    },
    {
      name: event,
      type: 'event_dau',
      description: `Daily users with a ${event} event.`,
      directionality,
      team,
      events: [event],
      tags: ['auto'],
    },
  ];
}

const METRICS: readonly MetricSpec[] = [
  ...autoMetrics('checkout completed', 'checkout'),
  ...autoMetrics('page/view', 'design'),
  ...autoMetrics('search_performed', 'search'),
  ...autoMetrics('signup_completed', 'growth'),
  ...autoMetrics('app_open', 'mobile'),
  ...autoMetrics('push_opened', 'notifications'),
  ...autoMetrics('50% promo shown', 'pricing', 'decrease'),
  ...autoMetrics('café_visit', 'search'),
  {
    name: 'add_to_cart',
    type: 'event_user',
    description: 'Users who added anything to a cart.',
    directionality: 'increase',
    team: 'checkout',
    events: ['add_to_cart'],
    creator: maya,
    tags: ['checkout'],
  },
  {
    name: 'subscription_upgraded',
    type: 'event_user',
    description: 'Users who upgraded their plan.',
    directionality: 'increase',
    team: 'pricing',
    events: ['subscription_upgraded'],
    ownerName: 'Pricing analytics',
    tags: ['revenue'],
    verified: true,
  },
  {
    name: 'pricing_page_viewed',
    type: 'event_user',
    description: 'Users who saw the pricing page.',
    directionality: 'increase',
    team: 'pricing',
    events: ['pricing_page_viewed'],
    tags: ['pricing'],
  },
  {
    name: 'Revenue per order',
    type: 'event_count_custom',
    description: 'Sum of order value over orders, in USD.',
    directionality: 'increase',
    team: 'checkout',
    events: ['checkout completed'],
    metrics: [metricId('checkout completed', 'event_count')],
    creator: daniel,
    tags: ['revenue', 'north-star'],
    verified: true,
  },
  {
    name: 'Searches per session',
    type: 'event_count_custom',
    description: 'Searches divided by app opens and page views.',
    directionality: 'increase',
    team: 'search',
    events: ['search_performed', 'app_open', 'page/view'],
    metrics: [metricId('search_performed', 'event_count'), metricId('app_open', 'event_count')],
    creator: priya,
    tags: ['search'],
  },
  {
    name: 'Signup funnel',
    type: 'funnel',
    description: 'From signup started to completed.',
    directionality: 'increase',
    team: 'growth',
    events: ['signup_started', 'signup_completed'],
    metrics: [metricId('signup_completed', 'event_dau')],
    funnel: {
      countDistinct: 'users',
      steps: [
        { name: 'signup_started', type: 'event_user' },
        { name: 'signup_completed', type: 'event_user' },
      ],
    },
    creator: sofia,
    tags: ['onboarding'],
    verified: true,
  },
  {
    name: 'Checkout funnel',
    type: 'funnel',
    description: 'Page view, search, cart, order.',
    directionality: 'increase',
    team: 'checkout',
    events: ['page/view', 'search_performed', 'add_to_cart', 'checkout completed'],
    metrics: [metricId('checkout completed', 'event_count'), metricId('add_to_cart', 'event_user')],
    funnel: {
      countDistinct: 'events',
      steps: [
        { name: 'page/view', type: 'event_count' },
        { name: 'search_performed', type: 'event_count' },
        { name: 'add_to_cart', type: 'event_dau' },
        { name: 'checkout completed', type: 'event_count_custom' },
      ],
    },
    ownerName: 'Checkout analytics',
    tags: ['checkout', 'north-star'],
  },
  {
    name: 'Promo to upgrade funnel',
    type: 'funnel',
    description: 'How many who saw the 50% promo went on to upgrade.',
    directionality: 'increase',
    team: null,
    events: ['50% promo shown', 'pricing_page_viewed', 'page/view', 'signup_started', 'subscription_upgraded'],
    funnel: {
      countDistinct: 'users',
      steps: [
        { name: '50% promo shown', type: 'event_dau' },
        { name: 'pricing_page_viewed', type: 'event_user' },
        { name: 'page/view', type: 'event_count' },
        { name: 'signup_started', type: 'event_user' },
        { name: 'subscription_upgraded', type: 'event_user' },
      ],
    },
    creator: kenji,
    ownerName: 'Marketing',
    tags: ['promo'],
  },
  {
    name: 'Push opt-outs',
    type: 'event_count',
    description: `Opens of push settings that ended in an opt-out. Imported from the old dashboard: ${HOSTILE_TEXT.breakout} ${HOSTILE_REMOTE_IMAGE}`,
    directionality: 'decrease',
    team: 'notifications',
    events: ['push_opened'],
    creator: amara,
    tags: ['notifications'],
  },
];

/** Metrics of every type built on the seeded event names. */
export function seedMetrics(now: number): Metric[] {
  const random = createRandom('metrics');
  return METRICS.map((spec, index): Metric => ({
    id: metricId(spec.name, spec.type),
    name: spec.name,
    directionality: spec.directionality,
    type: spec.type,
    description: spec.description,
    isPermanent: spec.tags.includes('north-star'),
    isReadOnly: spec.creator === undefined && spec.ownerName === undefined,
    isHidden: false,
    isVerified: spec.verified ?? false,
    tags: spec.tags,
    createdTime: now - (300 - index * 7) * DAY - random.int(0, DAY),
    ...(spec.creator ? { creatorName: spec.creator.name, creatorEmail: spec.creator.email } : {}),
    ...(spec.ownerName ? { owner: { name: spec.ownerName } } : {}),
    lineage: { events: spec.events, metrics: spec.metrics ?? [] },
    team: spec.team ? TEAMS[spec.team].name : null,
    ...(spec.funnel ? { funnelCountDistinct: spec.funnel.countDistinct, funnelEventList: spec.funnel.steps } : {}),
  }));
}

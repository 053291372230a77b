import type { Layer, LayerParameter } from '../../contract/layer';
import type { JsonValue } from '../../contract/common';
import { createRandom } from './random';
import { PEOPLE_WITH_EMAIL, type PersonWithEmail } from './seedPeople';
import { TEAMS, type TeamKey } from './seedTeams';
import { DAY, HOUR } from './seedTime';
import { HOSTILE_REMOTE_IMAGE, HOSTILE_TEXT } from './hostileText';

interface LayerSpec {
  id: string;
  description: string;
  team: TeamKey | null;
  targetApps: string[];
  tags: string[];
  parameters: LayerParameter[];
  /** Overrides per targeting gate (a seeded gate id). */
  gateOverrides?: Record<string, Record<string, JsonValue>>;
  holdoutOverrides?: Record<string, JsonValue>;
  implicit?: boolean;
  idType?: string;
}

const param = (name: string, defaultValue: JsonValue): LayerParameter => ({
  name,
  type: Array.isArray(defaultValue) ? 'array' : defaultValue === null ? 'object' : typeof defaultValue,
  defaultValue,
});

const LAYERS: readonly LayerSpec[] = [
  {
    id: 'checkout_layer',
    description: 'Experiments on the checkout page share this layer so no shopper is in two at once.',
    team: 'checkout',
    targetApps: ['web'],
    tags: ['checkout'],
    parameters: [
      param('button_text', 'Place order'),
      param('show_express_pay', true),
      param('payment_methods', ['card', 'paypal', 'apple_pay']),
      param('upsell', { enabled: false, maxItems: 2 }),
    ],
    gateOverrides: { checkout_apple_pay: { payment_methods: ['apple_pay', 'card', 'paypal'] } },
    holdoutOverrides: { show_express_pay: false },
  },
  {
    id: 'pricing_page_layer',
    description: 'Pricing page layout, copy and discount display.',
    team: 'pricing',
    targetApps: ['web'],
    tags: ['pricing'],
    idType: 'stableID',
    parameters: [
      param('headline', 'Simple pricing for every team'),
      param('annual_discount_pct', 16.7),
      param('highlight_plan', 'business'),
      param('plan_order', ['starter', 'business', 'enterprise']),
      param('badge', { text: 'Most popular', color: 'grape' }),
    ],
    gateOverrides: {
      pricing_page_annual_toggle: { annual_discount_pct: 20 },
      pricing_page_enterprise_cta: { highlight_plan: 'enterprise' },
    },
  },
  {
    id: 'search_ranking_layer',
    description: 'Ranking model and its weights.',
    team: 'search',
    targetApps: ['web', 'ios', 'android'],
    tags: ['search', 'ml'],
    parameters: [
      param('model', 'bm25-v2'),
      param('weights', { text: 0.6, popularity: 0.3, recency: 0.1 }),
      param('max_results', 48),
      param('rerank', false),
    ],
    gateOverrides: { search_ranking_v3: { model: 'semantic-v3', rerank: true } },
    holdoutOverrides: { model: 'bm25-v2' },
  },
  {
    id: 'onboarding_layer',
    description: 'First-run experience: checklist, tour and welcome email.',
    team: 'growth',
    targetApps: ['web'],
    tags: ['onboarding'],
    idType: 'stableID',
    parameters: [
      param('flow', 'tour'),
      param('steps', ['profile', 'invite', 'first_project']),
      param('send_welcome_email', true),
      param('email_delay_minutes', 30),
    ],
    gateOverrides: { onboarding_checklist_v2: { flow: 'checklist' } },
  },
  {
    id: 'mobile_home_layer',
    description: 'Home screen of the mobile apps.',
    team: 'mobile',
    targetApps: ['ios', 'android'],
    tags: ['mobile'],
    parameters: [
      param('sections', ['recent', 'deals', 'recommended']),
      param('hero', { type: 'carousel', autoplay: false }),
      param('tab_count', 4),
      param('show_badges', true),
    ],
  },
  {
    id: 'notifications_layer',
    description: 'Push and email cadence.',
    team: 'notifications',
    targetApps: ['ios', 'android', 'server'],
    tags: ['notifications'],
    parameters: [
      param('max_pushes_per_day', 3),
      param('quiet_hours', { start: '22:00', end: '08:00' }),
      param('digest', 'daily'),
    ],
    gateOverrides: { push_notification_batching: { max_pushes_per_day: 1 }, email_digest_weekly: { digest: 'weekly' } },
  },
  {
    id: 'theme_layer',
    description: '',
    team: 'design',
    targetApps: ['web'],
    tags: ['design'],
    parameters: [
      param('theme', 'light'),
      param('tokens', { radius: 'md', density: 'comfortable' }),
      param('reduced_motion', false),
    ],
    gateOverrides: { dark_mode: { theme: 'dark' } },
  },
  {
    id: 'recommendations_layer',
    description: 'Product recommendations under product pages and in the cart.',
    team: 'search',
    targetApps: ['web'],
    tags: ['recommendations'],
    parameters: [
      param('algorithm', 'co_purchase'),
      param('slots', 6),
      param('exclude_categories', ['gift_cards']),
      param('fallback', { algorithm: 'popular', slots: 4 }),
    ],
    holdoutOverrides: { slots: 0 },
  },
  {
    id: 'search_ui_layer',
    description: 'Search results page layout.',
    team: 'search',
    targetApps: ['web'],
    tags: ['search'],
    parameters: [param('layout', 'grid'), param('filters_position', 'top'), param('page_size', 24)],
  },
  {
    id: 'loyalty_layer',
    description: 'Points earn rate and tiers.',
    team: 'pricing',
    targetApps: ['web', 'ios', 'android'],
    tags: ['loyalty'],
    parameters: [
      param('points_per_dollar', 1),
      param('tiers', [
        { name: 'Silver', min: 0 },
        { name: 'Gold', min: 500 },
      ]),
      param('show_teaser', true),
    ],
    gateOverrides: { loyalty_points: { points_per_dollar: 2 } },
  },
  {
    id: 'support_chat_layer',
    description: `In-app chat: bot first or human first. The vendor's greeting markup ${HOSTILE_TEXT.breakout} ${HOSTILE_REMOTE_IMAGE} must stay text.`,
    team: null,
    targetApps: ['web', 'ios'],
    tags: ['support'],
    parameters: [
      param('first_responder', 'bot'),
      param('bot_config', { model: 'support-small', handoffAfterTurns: 3 }),
      param('business_hours_only', false),
      param('greeting_html', `${HOSTILE_TEXT.image}${HOSTILE_REMOTE_IMAGE}`),
    ],
  },
  {
    id: 'email_layer',
    description: 'Marketing email templates.',
    team: 'growth',
    targetApps: ['server'],
    tags: ['email'],
    parameters: [
      param('template', 'classic'),
      param('subject_variants', ['Your weekly picks', "Don't miss these"]),
      param('send_hour_utc', 15),
    ],
  },
  {
    id: 'exp_layer_7Hq2Lz',
    description: 'Created automatically for an experiment outside any layer.',
    team: 'checkout',
    targetApps: ['web'],
    tags: [],
    implicit: true,
    parameters: [param('shipping_banner', 'Free shipping over $50')],
  },
  {
    id: 'exp_layer_3Vd9Km',
    description: '',
    team: 'mobile',
    targetApps: ['ios'],
    tags: [],
    implicit: true,
    parameters: [param('onboarding_cards', 3), param('skip_enabled', true)],
  },
  {
    id: 'exp_layer_8Rt1Np',
    description: 'Created automatically for an experiment outside any layer.',
    team: null,
    targetApps: [],
    tags: [],
    implicit: true,
    parameters: [param('cta_color', 'blue'), param('cta_config', { size: 'lg', icon: 'arrow' })],
  },
];

/** The fifteen layers, every parameter type among them. */
export function seedLayers(now: number): Layer[] {
  const random = createRandom('layers');
  return LAYERS.map((spec, index): Layer => {
    const team = spec.team ? TEAMS[spec.team] : null;
    // Layer records carry emails as plain strings, so only people with an email own them.
    const creator: PersonWithEmail = random.pick(PEOPLE_WITH_EMAIL);
    const modifier: PersonWithEmail = random.pick(PEOPLE_WITH_EMAIL);
    const createdTime = now - (200 - index * 11) * DAY - random.int(0, 23) * HOUR;
    return {
      id: spec.id,
      description: spec.description,
      idType: spec.idType ?? 'userID',
      creatorID: creator.id,
      creatorName: creator.name,
      creatorEmail: creator.email,
      createdTime,
      lastModifierID: modifier.id,
      lastModifierName: modifier.name,
      lastModifierEmail: modifier.email,
      lastModifiedTime: createdTime + random.int(1, 40) * DAY,
      targetApps: spec.targetApps,
      holdoutIDs: spec.holdoutOverrides ? ['holdout_2025_h2_global'] : [],
      tags: spec.tags,
      team: team?.name ?? null,
      isImplicitLayer: spec.implicit ?? false,
      parameters: spec.parameters,
      targeting_gate_parameter_values: Object.entries(spec.gateOverrides ?? {}).map(
        ([targetingGateName, parameters]) => ({ targetingGateName, parameters }),
      ),
      holdout_parameter_values: spec.holdoutOverrides
        ? [
            {
              holdoutID: 'holdout_2025_h2_global',
              parameters: spec.holdoutOverrides,
              excludeNewParams: random.chance(0.5),
            },
          ]
        : [],
      permalink: `/layers/${encodeURIComponent(spec.id)}`,
    };
  });
}

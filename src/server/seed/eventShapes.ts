import type { Random } from './random';
import type { EventName } from './seedEventNames';
import { HOSTILE_REMOTE_IMAGE, HOSTILE_TEXT } from './hostileText';

/** What one event carries besides its name, time and user. */
interface EventBody {
  source: string;
  value: string;
  metadata: Record<string, unknown>;
}

const money = (random: Random, min: number, max: number) => (random.int(min * 100, max * 100) / 100).toFixed(2);

/** How each event name's records look: sources it comes from, its value, and metadata keys that vary by name. */
export const EVENT_SHAPES: Record<EventName, (random: Random) => EventBody> = {
  'page/view': (random) => ({
    source: 'web',
    value: random.pick(['/', '/pricing', '/search', '/product/1042', '/cart', '/help/shipping', '/cafés/paris']),
    metadata: random.chance(0.3)
      ? {}
      : {
          referrer: random.pick(['google', 'direct', 'newsletter', 'twitter']),
          viewport: random.pick(['mobile', 'desktop']),
        },
  }),
  search_performed: (random) => ({
    source: random.pick(['web', 'ios', 'android']),
    value: random.pick(['desk lamp', 'café chairs', '日本語 books', 'running shoes', '"gift card"', '']),
    metadata: { results: random.int(0, 480), page: random.int(1, 3) },
  }),
  add_to_cart: (random) => ({
    source: random.pick(['web', 'ios', 'android']),
    value: `SKU-${random.int(1000, 9999)}`,
    metadata: { price: Number(money(random, 4, 300)), quantity: random.int(1, 4) },
  }),
  app_open: (random) => ({
    source: random.pick(['ios', 'android']),
    value: '',
    metadata: { appVersion: random.pick(['5.9.2', '6.0.0', '6.0.1']), coldStart: random.chance(0.4) },
  }),
  pricing_page_viewed: (random) => ({
    source: 'web',
    value: random.pick(['starter', 'business', 'enterprise', '']),
    metadata: {},
  }),
  'checkout completed': (random) => ({
    source: random.pick(['web', 'web', 'ios', 'android', 'server']),
    value: money(random, 9, 450),
    metadata: {
      currency: random.pick(['USD', 'EUR', 'JPY']),
      items: random.int(1, 8),
      paymentMethod: random.pick(['card', 'apple_pay', 'paypal']),
    },
  }),
  '50% promo shown': (random) => ({
    source: random.pick(['web', 'ios']),
    value: 'SPRING50',
    metadata: { placement: random.pick(['banner', 'modal', 'exit_intent']) },
  }),
  push_opened: (random) => ({
    source: random.pick(['ios', 'android']),
    value: random.pick(['daily_digest', 'price_drop', 'back_in_stock']),
    metadata: random.chance(0.5) ? {} : { campaign: 'weekly_picks', variant: random.pick(['a', 'b']) },
  }),
  signup_started: (random) => ({
    source: random.pick(['web', 'ios', 'android']),
    value: '',
    metadata: { method: random.pick(['email', 'google', 'apple']) },
  }),
  signup_completed: (random) => ({
    source: random.pick(['web', 'server']),
    value: '',
    metadata: random.chance(0.6) ? {} : { invitedBy: `u_${random.int(10000, 12999)}` },
  }),
  café_visit: (random) => ({
    source: random.pick(['ios', 'android']),
    value: random.pick(['Café Lumière', 'Kissa 喫茶 Hoshi', "Joe's Coffee", 'Le Petit Café']),
    metadata: {
      city: random.pick(['Paris', 'Tokyo', 'Lisbon']),
      rating: random.int(1, 5),
      note: random.pick([`<b>great</b> ${HOSTILE_TEXT.image}${HOSTILE_REMOTE_IMAGE}`, 'crème brûlée 🍮', '']),
    },
  }),
  subscription_upgraded: (random) => ({
    source: 'server',
    value: random.pick(['annual', 'monthly']),
    metadata: { fromPlan: 'starter', toPlan: random.pick(['business', 'enterprise']), seats: random.int(2, 120) },
  }),
};

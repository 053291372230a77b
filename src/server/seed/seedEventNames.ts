/**
 * The twelve event names, with each one's share of all events: page views dominate, as they do in real traffic.
 * The names include a space, a slash, a percent sign and an accent, so every place that puts a name in a URL has
 * to encode it.
 */
export const EVENT_NAMES = [
  { name: 'page/view', share: 0.52 },
  { name: 'search_performed', share: 0.11 },
  { name: 'add_to_cart', share: 0.08 },
  { name: 'app_open', share: 0.07 },
  { name: 'pricing_page_viewed', share: 0.05 },
  { name: 'checkout completed', share: 0.04 },
  { name: '50% promo shown', share: 0.04 },
  { name: 'push_opened', share: 0.03 },
  { name: 'signup_started', share: 0.025 },
  { name: 'signup_completed', share: 0.015 },
  { name: 'café_visit', share: 0.01 },
  { name: 'subscription_upgraded', share: 0.01 },
] as const;

export type EventName = (typeof EVENT_NAMES)[number]['name'];

import {
  customListCondition,
  customNumberCondition,
  employees,
  listCondition,
  matchesCondition,
  segmentCondition,
  unitIdCondition,
  versionCondition,
} from './conditions';
import type { GateSpec } from './gateSpec';
import { HOSTILE_TEXT } from './hostileText';

/** Gates of the customer-facing product: checkout, onboarding, search and pricing. */
export const PRODUCT_GATES: readonly GateSpec[] = [
  {
    name: 'Checkout - Apple Pay',
    description: 'Offers Apple Pay as the first payment method on Safari and iOS. Ramping by rollout schedule; watch payment errors on the checkout dashboard.',
    team: 'checkout', type: 'TEMPORARY', targetApps: ['web', 'ios'], tags: ['checkout', 'payments', 'q3-launch'],
    rules: [
      { name: 'Employees', pass: 100, conditions: [employees()] },
      { name: 'Safari and iOS shoppers', pass: 50, conditions: [listCondition('browser_name', 'any', ['Safari', 'Mobile Safari']), listCondition('os_name', 'any', ['iOS', 'macOS'])], rollout: 'pending' },
      { name: 'Everyone else', pass: 10 },
    ],
    versions: 14, ageDays: 48, idleDays: 2, checksPerHour: 182_400, requiredReview: true, underReview: true, releasePipeline: true,
  },
  {
    name: 'One-page checkout',
    description: 'Collapses shipping, payment and review into one page. The "Express" button stays where it is; don\'t move it without sign-off from Checkout.',
    team: 'checkout', type: 'TEMPORARY', targetApps: ['web'], tags: ['checkout', 'conversion'],
    rules: [
      { name: 'Checkout beta testers', pass: 100, conditions: [segmentCondition('passes_segment', 'checkout_beta')] },
      { name: 'US and Canada', pass: 25, conditions: [listCondition('country', 'any', ['US', 'CA'])], rollout: 'completed' },
    ],
    versions: 22, ageDays: 120, idleDays: 5, checksPerHour: 96_300, inHoldout: true,
  },
  {
    name: 'Checkout guest mode',
    description: 'Lets shoppers pay without creating an account. Launched to everyone in March.',
    team: 'checkout', type: 'PERMANENT', targetApps: ['web', 'ios', 'android'], tags: ['checkout'],
    rules: [{ name: 'Everyone', pass: 100 }],
    versions: 6, ageDays: 260, idleDays: 200, checksPerHour: 240_000,
  },
  {
    name: 'Saved cards vault',
    description: 'Stores tokenised cards with the new vault provider. Fraud-flagged accounts stay on the old flow.',
    team: 'checkout', type: 'TEMPORARY', targetApps: ['web'], tags: ['checkout', 'payments', 'pci'],
    rules: [
      { name: 'Not on the fraud watchlist', pass: 100, conditions: [segmentCondition('fails_segment', 'fraud_watchlist'), customNumberCondition('cartValue', 'gte', 100)] },
      { name: 'Repeat buyers', pass: 50, conditions: [customNumberCondition('ordersLast90d', 'gt', 2)] },
    ],
    versions: 9, ageDays: 75, idleDays: 12, checksPerHour: 51_200, requiredReview: true,
  },
  {
    name: 'Gift cards',
    description: 'Sell and redeem digital gift cards. Redemption first; purchase flow in a later version.',
    team: 'checkout', type: 'TEMPORARY', targetApps: ['web'], tags: ['checkout', 'gift-cards'],
    rules: [{ name: "Tom's test accounts", pass: 100, conditions: [listCondition('user_id', 'any_case_sensitive', ['u_TomTest1', 'u_TomTest2'])] }, { name: 'Everyone', pass: 25 }],
    versions: 11, ageDays: 30, idleDays: 1, checksPerHour: 12_800,
  },
  {
    name: 'Onboarding checklist v2',
    description: 'Replaces the five-step tour with a checklist. Logged-out visitors are bucketed by stableID.',
    team: 'growth', type: 'TEMPORARY', idType: 'stableID', targetApps: ['web'], tags: ['onboarding', 'activation'],
    rules: [
      { name: 'Invited teammates', pass: 100, conditions: [customListCondition('signupSource', 'any', ['invite', 'referral'])] },
      { name: 'New sign-ups this week', pass: 50, conditions: [customNumberCondition('accountAgeDays', 'lt', 7)] },
    ],
    versions: 17, ageDays: 64, idleDays: 3, checksPerHour: 38_900,
  },
  {
    name: 'Referral program',
    description: 'Give $20, get $20. Launched after the spring experiment won.',
    team: 'growth', type: 'PERMANENT', targetApps: ['web', 'ios', 'android'], tags: ['growth', 'referrals'],
    rules: [{ name: 'Everyone', pass: 100 }],
    versions: 8, ageDays: 310, idleDays: 90, checksPerHour: 20_400,
  },
  {
    name: 'Wishlist sharing',
    description: 'Share a wishlist by link. Links open for logged-out visitors too.',
    team: 'growth', type: 'TEMPORARY', idType: 'stableID', targetApps: ['web'], tags: ['growth', 'social'],
    rules: [{ name: 'Power users', pass: 75, conditions: [customNumberCondition('wishlistItems', 'gte', 5)] }],
    versions: 5, ageDays: 21, idleDays: 4, checksPerHour: 7_650,
  },
  {
    name: 'Search ranking v3',
    description: `Ranks results with the "semantic" model. It doesn't rerank ${HOSTILE_TEXT.accented} and restaurant queries yet; those stay on v2.`,
    team: 'search', type: 'TEMPORARY', targetApps: ['web', 'ios', 'android'], tags: ['search', 'ranking', 'ml'],
    rules: [
      { name: 'Internal dogfood', pass: 100, conditions: [matchesCondition('email', '^[^@]+@larkspur\\.example$')] },
      { name: 'English-speaking markets', pass: 25, conditions: [customListCondition('locale', 'any_case_sensitive', ['en-US', 'en-GB', 'en-AU'])], rollout: 'pending' },
    ],
    versions: 30, ageDays: 180, idleDays: 1, checksPerHour: 410_000, requiredReview: true, releasePipeline: true,
  },
  {
    name: 'Search typo tolerance',
    description: 'Fuzzy matching for queries with one or two typos.',
    team: 'search', type: 'PERMANENT', targetApps: ['web', 'ios', 'android'], tags: ['search'],
    rules: [{ name: 'Everyone', pass: 100 }],
    versions: 4, ageDays: 400, idleDays: 330, checksPerHour: 395_000,
  },
  {
    name: 'Search autocomplete suggestions',
    description: 'Suggests queries as you type. Office and VPN traffic is excluded so internal searches do not skew the model.',
    team: 'search', type: 'TEMPORARY', targetApps: ['web'], tags: ['search', 'autocomplete'],
    rules: [
      { name: 'Office and VPN traffic', pass: 0, conditions: [listCondition('ip_address', 'str_starts_with_any', ['10.', '192.168.'])] },
      { name: 'Everyone else', pass: 50 },
    ],
    versions: 12, ageDays: 55, idleDays: 6, checksPerHour: 150_000,
  },
  {
    name: 'Cafe menu recommendations',
    description: `Suggests dishes on ${HOSTILE_TEXT.accented} and bakery pages. Menus in ${HOSTILE_TEXT.japanese} come from the Tokyo partner feed.`,
    team: 'search', type: 'TEMPORARY', targetApps: ['web', 'ios'], tags: ['search', 'recommendations', 'local'],
    rules: [{ name: `${HOSTILE_TEXT.accented} owners`, pass: 100, conditions: [unitIdCondition('merchantID', 'any', ['m_1042', 'm_2291'])] }, { name: 'Diners', pass: 10 }],
    versions: 3, ageDays: 15, idleDays: 2, checksPerHour: 4_210,
  },
  {
    name: 'Pricing page - annual toggle',
    description: 'Shows the monthly/annual switch with "2 months free" on annual plans.',
    team: 'pricing', type: 'TEMPORARY', idType: 'stableID', targetApps: ['web'], tags: ['pricing', 'experiment'],
    rules: [
      { name: 'Visitors from paid search', pass: 50, conditions: [customListCondition('utmSource', 'str_contains_any', ['google', 'bing'])] },
      { name: 'EU visitors', pass: 25, conditions: [listCondition('country', 'any', ['DE', 'FR', 'NL', 'ES', 'IT'])] },
    ],
    versions: 10, ageDays: 40, idleDays: 8, checksPerHour: 22_000, inHoldout: true,
  },
  {
    name: 'Pricing page - enterprise CTA',
    description: 'Replaces "Buy now" with "Talk to sales" for large companies.',
    team: 'pricing', type: 'TEMPORARY', idType: 'companyID', targetApps: ['web'], tags: ['pricing', 'sales'],
    rules: [
      { name: 'Named accounts', pass: 100, conditions: [unitIdCondition('companyID', 'any', ['acme_corp', 'globex', 'initech'])] },
      { name: 'More than 50 seats', pass: 100, conditions: [customNumberCondition('seats', 'gt', 50)] },
    ],
    versions: 7, ageDays: 95, idleDays: 20, checksPerHour: 3_300,
  },
  {
    name: 'Loyalty points',
    description: 'Earn points on every order. Staff accounts are excluded by plan, and accounts with no spend see a teaser instead.',
    team: 'pricing', type: 'TEMPORARY', targetApps: ['web', 'ios', 'android'], tags: ['pricing', 'loyalty'],
    rules: [
      { name: 'Staff plans excluded', pass: 0, conditions: [customListCondition('plan', 'none_case_sensitive', ['Customer', 'Business'])] },
      { name: 'Customers with spend', pass: 33.33, conditions: [customNumberCondition('lifetimeSpend', 'neq', 0)] },
      { name: 'Exactly one order', pass: 10, conditions: [customNumberCondition('orders', 'eq', 1)] },
    ],
    versions: 13, ageDays: 70, idleDays: 9, checksPerHour: 18_250,
  },
  {
    name: 'Video autoplay',
    description: 'Autoplays product videos on mute. Nobody owns this one since the media team was merged.',
    team: null, type: 'TEMPORARY', targetApps: ['web'], tags: [],
    rules: [{ name: 'Desktop browsers', pass: 50, conditions: [listCondition('os_name', 'none', ['iOS', 'Android']), versionCondition('browser_version', 'version_gte', '110')] }],
    versions: 2, ageDays: 140, idleDays: 100, checksPerHour: 9_900,
  },
];

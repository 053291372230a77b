import { customNumberCondition, employees, listCondition, segmentCondition, versionCondition } from './conditions';
import type { GateSpec } from './gateSpec';

/** Gates at the ends of their lives: switched off, archived, marked stale by the service, and templates. */
export const LIFECYCLE_GATES: readonly GateSpec[] = [
  {
    name: 'Onboarding welcome video',
    description: 'Paused: the video CDN bill tripled. Turn back on once we move to the new provider.',
    team: 'growth', type: 'TEMPORARY', lifecycle: 'disabled', targetApps: ['web'], tags: ['onboarding', 'paused'],
    rules: [{ name: 'New sign-ups', pass: 50, conditions: [customNumberCondition('accountAgeDays', 'lt', 1)] }],
    versions: 9, ageDays: 80, idleDays: 11, checksPerHour: 14_000,
  },
  {
    name: 'Homepage hero carousel',
    description: 'Rotating hero banners. Disabled after it hurt LCP by 400 ms.',
    team: 'growth', type: 'TEMPORARY', lifecycle: 'disabled', idType: 'stableID', targetApps: ['web'], tags: ['homepage', 'performance'],
    rules: [{ name: 'Everyone', pass: 100 }],
    versions: 5, ageDays: 130, idleDays: 40, checksPerHour: 61_000,
  },
  {
    name: 'Holiday banner 2024',
    description: 'Free shipping banner for the 2024 holidays. Archived in January.',
    team: 'growth', type: 'TEMPORARY', lifecycle: 'archived', targetApps: ['web', 'ios', 'android'], tags: ['seasonal', 'marketing'],
    rules: [{ name: 'US shoppers', pass: 100, conditions: [listCondition('country', 'any', ['US'])] }],
    versions: 7, ageDays: 420, idleDays: 300, checksPerHour: 0,
  },
  {
    name: 'Legacy cart service',
    description: 'Routed carts to the old monolith during the migration. Archived once the new cart service took all traffic.',
    team: 'checkout', type: 'PERMANENT', lifecycle: 'archived', targetApps: ['server'], tags: ['checkout', 'migration'],
    rules: [{ name: 'Old app builds', pass: 100, conditions: [versionCondition('app_version', 'version_lt', '4.0')] }],
    versions: 12, ageDays: 700, idleDays: 240, checksPerHour: 0,
  },
  {
    name: 'Checkout new address form',
    description: 'New address form with autocomplete. Passes everyone and has for months: safe to remove from code.',
    team: 'checkout', type: 'STALE', typeReason: 'STALE_PROBABLY_LAUNCHED', targetApps: ['web'], tags: ['checkout', 'cleanup'],
    rules: [{ name: 'Everyone', pass: 100 }],
    versions: 6, ageDays: 400, idleDays: 300, checksPerHour: 52_000,
  },
  {
    name: 'Search filters sidebar',
    description: 'Faceted filters in a sidebar. Never went past employees.',
    team: 'search', type: 'STALE', typeReason: 'STALE_PROBABLY_UNLAUNCHED', targetApps: ['web'], tags: ['search'],
    rules: [{ name: 'Employees', pass: 100, conditions: [employees()] }, { name: 'Everyone', pass: 0 }],
    versions: 4, ageDays: 380, idleDays: 280, checksPerHour: 31_000,
  },
  {
    name: 'Spring sale 2023 banner',
    description: 'Spring sale banner. Still at 20% two years later.',
    team: 'pricing', type: 'STALE', typeReason: 'STALE_PROBABLY_FORGOTTEN', targetApps: ['web'], tags: ['seasonal'],
    rules: [{ name: 'Everyone', pass: 20 }],
    versions: 3, ageDays: 800, idleDays: 760, checksPerHour: 2_100,
  },
  {
    name: 'Onboarding tooltips',
    description: 'Tooltips for the first session. Rules were deleted, the check is still in code.',
    team: 'growth', type: 'STALE', typeReason: 'STALE_NO_RULES', targetApps: ['web'], tags: ['onboarding'],
    rules: [],
    versions: 5, ageDays: 365, idleDays: 200, checksPerHour: 9_400,
  },
  {
    name: 'Old recommendations widget',
    description: 'The carousel under product pages. The code that checked it was deleted in the spring.',
    team: 'search', type: 'STALE', typeReason: 'STALE_PROBABLY_DEAD_CHECK', targetApps: ['web'], tags: ['recommendations'],
    rules: [{ name: 'Logged-in users', pass: 50, conditions: [segmentCondition('passes_segment', 'logged_in')] }],
    versions: 8, ageDays: 600, idleDays: 190, checksPerHour: 0,
  },
  {
    name: 'Mobile tablet layout',
    description: 'Two-column layout for tablets. Created for a spike and never checked by any app.',
    team: 'mobile', type: 'STALE', typeReason: 'STALE_EMPTY_CHECKS', targetApps: ['ios', 'android'], tags: ['mobile', 'tablet'],
    rules: [{ name: 'Tablets', pass: 100, conditions: [listCondition('os_name', 'any', ['iPadOS'])] }],
    versions: 2, ageDays: 250, idleDays: 249, checksPerHour: 0,
  },
  {
    name: 'Legacy SSO redirect',
    description: 'Sends SSO logins through the old redirect. Every check returns true.',
    team: 'trust', type: 'STALE', typeReason: 'STALE_ALL_TRUE', targetApps: ['web'], tags: ['auth', 'cleanup'],
    rules: [{ name: 'Everyone', pass: 100 }],
    versions: 4, ageDays: 900, idleDays: 500, checksPerHour: 11_000,
  },
  {
    name: 'Beta invite gate',
    description: 'Invite-only beta. Every check returns false since the beta closed.',
    team: 'growth', type: 'STALE', typeReason: 'STALE_ALL_FALSE', targetApps: ['web'], tags: ['beta'],
    rules: [{ name: 'Invitees', pass: 0, conditions: [segmentCondition('passes_segment', 'beta_invitees')] }],
    versions: 6, ageDays: 540, idleDays: 400, checksPerHour: 4_800,
  },
  {
    name: 'Template - staged rollout',
    description: 'Copy this for a new feature: employees first, then 10% of everyone, ramped by the release pipeline.',
    team: null, type: 'TEMPLATE', targetApps: [], tags: ['template'],
    rules: [{ name: 'Employees', pass: 100, conditions: [employees()] }, { name: 'Everyone', pass: 10 }],
    versions: 3, ageDays: 365, idleDays: 120, checksPerHour: 0,
  },
  {
    name: 'Template - mobile release',
    description: 'Copy this for a mobile release: beta builds, then the store build by version.',
    team: 'mobile', type: 'TEMPLATE', targetApps: ['ios', 'android'], tags: ['template', 'mobile'],
    rules: [
      { name: 'Beta builds', pass: 100, conditions: [versionCondition('app_version', 'version_eq', '1.0.0-beta.1')] },
      { name: 'Store build', pass: 10, conditions: [versionCondition('app_version', 'version_gte', '1.0.0')] },
    ],
    versions: 2, ageDays: 300, idleDays: 200, checksPerHour: 0,
  },
];

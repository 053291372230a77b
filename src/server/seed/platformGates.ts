import {
  customListCondition,
  customNumberCondition,
  employees,
  environmentCondition,
  listCondition,
  matchesCondition,
  segmentCondition,
  unitIdCondition,
  versionCondition,
} from './conditions';
import type { GateSpec } from './gateSpec';
import { HOSTILE_TEXT } from './hostileText';

/** Gates of the platform teams: mobile releases, design, notifications, trust and safety, data. */
export const PLATFORM_GATES: readonly GateSpec[] = [
  {
    name: 'iOS 6.0 release',
    description: 'The 6.0 redesign on iOS. TestFlight builds get everything; the store build ramps with the release train.',
    team: 'mobile', type: 'TEMPORARY', targetApps: ['ios'], tags: ['mobile', 'release', 'ios'],
    rules: [
      { name: 'TestFlight build', pass: 100, conditions: [versionCondition('app_version', 'version_eq', '6.0.0-beta.3')] },
      { name: 'Store build 6.0 and later', pass: 25, conditions: [versionCondition('app_version', 'version_gte', '6.0.0'), versionCondition('os_version', 'version_gte', '16.0')], rollout: 'pending' },
    ],
    versions: 19, ageDays: 35, idleDays: 1, checksPerHour: 88_000, releasePipeline: true, ownedByKey: true,
  },
  {
    name: 'Android 6.0 release',
    description: 'The 6.0 redesign on Android. Devices older than Android 9 stay on 5.x.',
    team: 'mobile', type: 'TEMPORARY', targetApps: ['android'], tags: ['mobile', 'release', 'android'],
    rules: [
      { name: 'Android before 9', pass: 0, conditions: [versionCondition('os_version', 'version_lt', '9')] },
      { name: 'App newer than 5.9.9', pass: 10, conditions: [versionCondition('app_version', 'version_gt', '5.9.9')] },
    ],
    versions: 16, ageDays: 35, idleDays: 2, checksPerHour: 121_500, releasePipeline: true,
  },
  {
    name: 'Mobile force update prompt',
    description: 'Asks users on broken builds to update. 5.0.3 had the login crash; 5.1.0 is the known-good build.',
    team: 'mobile', type: 'PERMANENT', targetApps: ['ios', 'android'], tags: ['mobile', 'kill-switch'],
    rules: [
      { name: 'Builds up to 5.0.3', pass: 100, conditions: [versionCondition('app_version', 'version_lte', '5.0.3')] },
      { name: 'Not the known-good build', pass: 100, conditions: [versionCondition('app_version', 'version_neq', '5.1.0'), versionCondition('app_version', 'version_lt', '5.2')] },
    ],
    versions: 5, ageDays: 220, idleDays: 60, checksPerHour: 300_000,
  },
  {
    name: 'Mobile offline mode',
    description: 'Caches the last 50 orders for offline viewing.',
    team: 'mobile', type: 'TEMPORARY', targetApps: ['ios', 'android'], tags: ['mobile'],
    rules: [{ name: 'Frequent travellers', pass: 25, conditions: [customNumberCondition('tripsLast30d', 'gte', 2)] }],
    versions: 1, ageDays: 3, idleDays: 3, checksPerHour: 1_200,
  },
  {
    name: 'Dark mode',
    description: 'Dark theme for the web app, from the new design tokens. Rolled out browser by browser 🚀',
    team: 'design', type: 'TEMPORARY', targetApps: ['web'], tags: ['design', 'theme', 'dark-mode'],
    rules: [
      { name: 'Chromium and Firefox', pass: 50, conditions: [listCondition('browser_name', 'any', ['Chrome', 'Edge', 'Firefox'])] },
      { name: `${HOSTILE_TEXT.emoji} Launch cohort`, pass: 100, conditions: [segmentCondition('passes_segment', 'design_launch_cohort')] },
    ],
    versions: 24, ageDays: 150, idleDays: 4, checksPerHour: 205_000,
  },
  {
    name: 'Dark mode - mobile',
    description: 'Follows the system theme on iOS and Android from app 5.2.',
    team: 'design', type: 'TEMPORARY', targetApps: ['ios', 'android'], tags: ['design', 'theme', 'dark-mode', 'mobile'],
    rules: [{ name: 'App 5.2 and later', pass: 100, conditions: [versionCondition('app_version', 'version_gte', '5.2.0')] }],
    versions: 9, ageDays: 110, idleDays: 30, checksPerHour: 130_000,
  },
  {
    name: 'High contrast theme',
    description: 'WCAG AAA contrast theme, opt-in from settings.',
    team: 'design', type: 'PERMANENT', targetApps: ['web'], tags: ['design', 'accessibility'],
    rules: [{ name: 'Opted in', pass: 100, conditions: [customListCondition('a11yTheme', 'any', ['high-contrast'])] }],
    versions: 3, ageDays: 90, idleDays: 45, checksPerHour: 8_100,
  },
  {
    name: 'Push notification batching',
    description: 'Batches marketing pushes into one digest. Staging gets everything; production starts with a canary.',
    team: 'notifications', type: 'TEMPORARY', targetApps: ['ios', 'android'], tags: ['notifications', 'push'],
    rules: [
      { name: 'Staging and development', pass: 100, conditions: [environmentCondition('any', ['staging', 'development'])], environments: ['staging', 'development'] },
      { name: 'Production canary', pass: 10, conditions: [environmentCondition('none', ['staging', 'development'])], environments: ['production'] },
    ],
    versions: 8, ageDays: 25, idleDays: 2, checksPerHour: 44_000,
  },
  {
    name: 'Email digest weekly',
    description: 'Weekly summary email instead of daily. Test inboxes and role accounts are excluded.',
    team: 'notifications', type: 'TEMPORARY', targetApps: ['server'], tags: ['notifications', 'email'],
    rules: [
      { name: 'Real inboxes', pass: 50, conditions: [listCondition('email', 'str_contains_none', ['+test', 'noreply']), listCondition('email', 'none_case_sensitive', ['ops@larkspur.example'])] },
    ],
    versions: 6, ageDays: 50, idleDays: 14, checksPerHour: 600,
  },
  {
    name: 'Login challenge',
    description: 'Step-up verification for risky logins. Reviewed by security; changes need approval.',
    team: 'trust', type: 'PERMANENT', targetApps: ['web', 'ios', 'android'], tags: ['security', 'auth'],
    rules: [
      { name: 'Embargoed countries', pass: 100, conditions: [listCondition('country', 'any', ['KP', 'IR', 'SY'])] },
      { name: 'Known bad actors', pass: 100, conditions: [listCondition('user_id', 'any', ['u_88213', 'u_90412'])] },
      { name: 'Datacenter IPs', pass: 100, conditions: [listCondition('ip_address', 'str_contains_any', ['.aws.', '.gcp.']), listCondition('user_id', 'none', ['u_monitoring'])] },
    ],
    versions: 15, ageDays: 500, idleDays: 7, checksPerHour: 72_000, requiredReview: true,
  },
  {
    name: 'Rate limit new accounts',
    description: 'Caps listings per hour for accounts younger than a day.',
    team: 'trust', type: 'PERMANENT', targetApps: ['server'], tags: ['security', 'abuse'],
    rules: [{ name: 'Accounts under a day old', pass: 100, conditions: [customNumberCondition('accountAgeDays', 'lte', 1)] }],
    versions: 4, ageDays: 330, idleDays: 150, checksPerHour: 9_000,
  },
  {
    name: 'Account deletion self-serve',
    description: 'Lets users delete their account from settings (GDPR art. 17). Legal signed off on the copy.',
    team: 'trust', type: 'TEMPORARY', targetApps: ['web'], tags: ['privacy', 'gdpr'],
    rules: [{ name: 'EU and UK', pass: 50, conditions: [listCondition('country', 'any', ['DE', 'FR', 'GB', 'IE', 'NL'])] }],
    versions: 7, ageDays: 45, idleDays: 3, checksPerHour: 2_400, requiredReview: true, underReview: true,
  },
  {
    name: 'QA - XSS probe',
    description: `Left by the pentest team: ${HOSTILE_TEXT.script}, ${HOSTILE_TEXT.image} and ${HOSTILE_TEXT.breakout} must show as text everywhere.`,
    team: 'trust', type: 'TEMPORARY', targetApps: [], tags: ['security', 'pentest'],
    rules: [
      { name: `${HOSTILE_TEXT.image} ${HOSTILE_TEXT.breakout}`, pass: 0, conditions: [listCondition('user_id', 'any', ['<b>bold</b>'])] },
      { name: `${HOSTILE_TEXT.script} "quoted" 'rule'`, pass: 0, conditions: [matchesCondition('user_id', '^pentest_[0-9]+$')] },
    ],
    versions: 2, ageDays: 10, idleDays: 9, checksPerHour: 0,
  },
  {
    name: 'JP storefront launch',
    description: `${HOSTILE_TEXT.japanese} storefront for Japan. Copy reviewed by the Tokyo team 🇯🇵 — prices in yen.`,
    team: 'growth', type: 'TEMPORARY', targetApps: ['web', 'ios'], tags: ['i18n', 'japan'],
    rules: [
      { name: `${HOSTILE_TEXT.japanese} UI users`, pass: 100, conditions: [customListCondition('locale', 'str_starts_with_any', ['ja'])] },
      { name: 'Japan', pass: 50, conditions: [listCondition('country', 'any', ['JP'])] },
    ],
    versions: 10, ageDays: 60, idleDays: 5, checksPerHour: 16_000,
  },
  {
    name: 'Data export CSV',
    description: 'CSV export of reports for workspaces, except the demo workspace.',
    team: 'data', type: 'PERMANENT', idType: 'orgID', targetApps: ['web'], tags: ['reports'],
    rules: [
      { name: 'All but demo', pass: 100, conditions: [unitIdCondition('orgID', 'none', ['org_demo'])] },
      { name: 'Enterprise orgs', pass: 100, conditions: [unitIdCondition('orgID', 'str_ends_with_any', ['_ent'])] },
    ],
    versions: 5, ageDays: 200, idleDays: 80, checksPerHour: 1_900,
  },
  {
    name: 'New analytics pipeline shadow',
    description: 'Writes events to the new pipeline in shadow mode. Development only until the backfill finishes.',
    team: 'data', type: 'TEMPORARY', targetApps: ['server'], tags: ['data', 'infra'],
    rules: [
      { name: 'Development', pass: 100, conditions: [environmentCondition('any', ['development'])], environments: ['development'] },
      { name: 'Partner accounts', pass: 100, conditions: [customListCondition('partnerTier', 'str_ends_with_any', ['_partner']), customNumberCondition('apiCallsPerDay', 'gte', 1000)] },
      { name: 'Staff', pass: 100, conditions: [employees(), matchesCondition('ip_address', '^10\\.(\\d{1,3}\\.){2}\\d{1,3}$')] },
    ],
    versions: 6, ageDays: 20, idleDays: 2, checksPerHour: 500_000,
  },
];

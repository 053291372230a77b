import { employees, listCondition, segmentCondition, versionCondition } from './conditions';
import type { GateSpec } from './gateSpec';

/**
 * Gates whose rules make every result of "Test a user" reachable with the example test users: a pass by a second
 * rule after a staff rule, a fail by default, a 0 % rule, a 100 % segment rule and a rule limited to one environment.
 */
export const EVALUATION_GATES: readonly GateSpec[] = [
  {
    name: 'Canada pilot',
    description:
      'Instant payouts for sellers. Staff always see them; the pilot runs in Canada and the US on app 2.0 and later, at a quarter of sellers.',
    team: 'checkout',
    type: 'TEMPORARY',
    targetApps: ['web', 'ios', 'android'],
    tags: ['payouts', 'pilot'],
    rules: [
      { name: 'Staff', pass: 100, conditions: [employees()] },
      {
        name: 'Canada pilot',
        pass: 25,
        conditions: [
          listCondition('country', 'any', ['CA', 'US']),
          versionCondition('app_version', 'version_gte', '2.0'),
        ],
      },
    ],
    versions: 3,
    ageDays: 21,
    idleDays: 3,
    checksPerHour: 8_600,
  },
  {
    name: 'Wallet top-up bonus',
    description:
      'A 5% bonus on wallet top-ups. Never in sanctioned regions; wallet beta testers get it, and QA accounts on staging.',
    team: 'pricing',
    type: 'TEMPORARY',
    targetApps: ['web', 'ios', 'android'],
    tags: ['wallet', 'beta'],
    rules: [
      { name: 'Sanctioned regions', pass: 0, conditions: [listCondition('country', 'any', ['CU', 'IR', 'KP', 'SY'])] },
      { name: 'Wallet beta testers', pass: 100, conditions: [segmentCondition('passes_segment', 'wallet_beta')] },
      {
        name: 'QA accounts on staging',
        pass: 100,
        conditions: [listCondition('user_id', 'str_starts_with_any', ['qa_'])],
        environments: ['staging'],
      },
    ],
    versions: 2,
    ageDays: 35,
    idleDays: 9,
    checksPerHour: 3_100,
  },
];

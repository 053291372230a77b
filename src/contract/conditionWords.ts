import type { ConditionOperator, ConditionType } from './conditionOperators';

/** What each condition type tests, as the editor's type picker and the evaluation's sentences name it. */
export const CONDITION_TYPE_LABELS: Record<ConditionType, string> = {
  user_id: 'User ID',
  email: 'Email',
  country: 'Country',
  ip_address: 'IP address',
  app_version: 'App version',
  browser_name: 'Browser name',
  browser_version: 'Browser version',
  os_name: 'Operating system',
  os_version: 'OS version',
  environment_tier: 'Environment tier',
  custom_field: 'Custom field',
  unit_id: 'Unit ID (custom id type)',
  passes_segment: 'Passes segment',
  fails_segment: 'Fails segment',
};

/** Each operator as it reads in a sentence ("country is any of …"). */
export const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  any: 'is any of',
  none: 'is none of',
  any_case_sensitive: 'is any of (case-sensitive)',
  none_case_sensitive: 'is none of (case-sensitive)',
  str_starts_with_any: 'starts with any of',
  str_ends_with_any: 'ends with any of',
  str_contains_any: 'contains any of',
  str_contains_none: 'contains none of',
  str_matches: 'matches regular expression',
  gt: 'is greater than',
  gte: 'is greater than or equal to',
  lt: 'is less than',
  lte: 'is less than or equal to',
  eq: 'equals',
  neq: 'does not equal',
  version_gt: 'is above version',
  version_gte: 'is at least version',
  version_lt: 'is below version',
  version_lte: 'is at most version',
  version_eq: 'is version',
  version_neq: 'is not version',
};

import {
  CONDITION_TYPES,
  type ConditionOperator,
  type ConditionType,
  operatorsFor,
} from '../../../contract/conditionOperators';

/** What each condition type tests, as the type picker names it. */
const CONDITION_TYPE_LABELS: Record<ConditionType, string> = {
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

const TYPE_GROUPS: readonly { group: string; types: readonly ConditionType[] }[] = [
  { group: 'User', types: ['user_id', 'email', 'country', 'ip_address', 'custom_field', 'unit_id'] },
  { group: 'App and device', types: ['app_version', 'browser_name', 'browser_version', 'os_name', 'os_version'] },
  { group: 'Environment', types: ['environment_tier'] },
  { group: 'Segments', types: ['passes_segment', 'fails_segment'] },
];

/** The type picker's options, grouped the way people look for them. */
export const CONDITION_TYPE_OPTIONS = TYPE_GROUPS.map(({ group, types }) => ({
  group,
  items: types.map((value) => ({ value, label: CONDITION_TYPE_LABELS[value] })),
}));

// Every type sits in exactly one group; this keeps the groups honest when the contract adds a type.
const grouped = new Set(TYPE_GROUPS.flatMap(({ types }) => types));
if (CONDITION_TYPES.some((type) => !grouped.has(type))) throw new Error('A condition type has no group in the picker');

/** Each operator as it reads in a sentence ("country is any of …"). */
const OPERATOR_LABELS: Record<ConditionOperator, string> = {
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

/** The operator picker's options for a type: exactly the operators the type allows. */
export function operatorOptions(type: ConditionType): { value: string; label: string }[] {
  return operatorsFor(type).map((value) => ({ value, label: OPERATOR_LABELS[value] }));
}

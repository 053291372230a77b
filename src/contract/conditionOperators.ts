/** The condition types and the operators each accepts. */
export const CONDITION_TYPES = [
  'user_id',
  'email',
  'custom_field',
  'app_version',
  'browser_name',
  'browser_version',
  'os_name',
  'os_version',
  'country',
  'environment_tier',
  'passes_segment',
  'fails_segment',
  'ip_address',
  'unit_id',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

const STRING_OPERATORS = [
  'any',
  'none',
  'any_case_sensitive',
  'none_case_sensitive',
  'str_starts_with_any',
  'str_ends_with_any',
  'str_contains_any',
  'str_contains_none',
  'str_matches',
] as const;
const NUMBER_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'neq'] as const;
const VERSION_OPERATORS = [
  'version_gt',
  'version_gte',
  'version_lt',
  'version_lte',
  'version_eq',
  'version_neq',
] as const;
const ENVIRONMENT_OPERATORS = ['any', 'none'] as const;

export const OPERATORS = [...STRING_OPERATORS, ...NUMBER_OPERATORS, ...VERSION_OPERATORS] as const;
export type ConditionOperator = (typeof OPERATORS)[number];

/** Segment conditions carry no operator; their targetValue is one segment name. */
const SEGMENT_CONDITION_TYPES = ['passes_segment', 'fails_segment'] as const;

export function isConditionType(value: string): value is ConditionType {
  return (CONDITION_TYPES as readonly string[]).includes(value);
}

export function isSegmentType(type: ConditionType): boolean {
  return (SEGMENT_CONDITION_TYPES as readonly string[]).includes(type);
}

/** The operators a condition type accepts; empty for segment conditions. */
export function operatorsFor(type: ConditionType): readonly ConditionOperator[] {
  switch (type) {
    case 'app_version':
    case 'browser_version':
    case 'os_version':
      return VERSION_OPERATORS;
    case 'environment_tier':
      return ENVIRONMENT_OPERATORS;
    case 'passes_segment':
    case 'fails_segment':
      return [];
    case 'custom_field':
      return [...STRING_OPERATORS, ...NUMBER_OPERATORS];
    default:
      return STRING_OPERATORS;
  }
}

/** How an operator's targetValue is shaped. */
export type TargetValueShape = 'list' | 'number' | 'version' | 'pattern' | 'segment';

export function targetValueShape(type: ConditionType, operator: string | undefined): TargetValueShape {
  if (isSegmentType(type)) return 'segment';
  if ((VERSION_OPERATORS as readonly string[]).includes(operator ?? '')) return 'version';
  if ((NUMBER_OPERATORS as readonly string[]).includes(operator ?? '')) return 'number';
  if (operator === 'str_matches') return 'pattern';
  return 'list';
}

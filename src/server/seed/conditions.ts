import type { Condition } from '../../contract/rule';

/**
 * Builders for conditions, one per operator family, so the catalogues read like the rules a
 * person would write and every condition the seed holds is shaped as `ConditionInputSchema` expects.
 */
type ListType = 'user_id' | 'email' | 'country' | 'ip_address' | 'browser_name' | 'os_name';
type ListOperator =
  | 'any'
  | 'none'
  | 'any_case_sensitive'
  | 'none_case_sensitive'
  | 'str_starts_with_any'
  | 'str_ends_with_any'
  | 'str_contains_any'
  | 'str_contains_none';
type NumberOperator = 'gt' | 'gte' | 'lt' | 'lte' | 'eq' | 'neq';
type VersionType = 'app_version' | 'browser_version' | 'os_version';
type VersionOperator = 'version_gt' | 'version_gte' | 'version_lt' | 'version_lte' | 'version_eq' | 'version_neq';

export const listCondition = (type: ListType, operator: ListOperator, values: string[]): Condition => ({
  type,
  operator,
  targetValue: values,
});

export const matchesCondition = (type: ListType, pattern: string): Condition => ({
  type,
  operator: 'str_matches',
  targetValue: pattern,
});

export const customListCondition = (field: string, operator: ListOperator, values: string[]): Condition => ({
  type: 'custom_field',
  operator,
  targetValue: values,
  field,
});

export const customNumberCondition = (field: string, operator: NumberOperator, value: number): Condition => ({
  type: 'custom_field',
  operator,
  targetValue: value,
  field,
});

export const versionCondition = (type: VersionType, operator: VersionOperator, version: string): Condition => ({
  type,
  operator,
  targetValue: version,
});

export const environmentCondition = (operator: 'any' | 'none', tiers: string[]): Condition => ({
  type: 'environment_tier',
  operator,
  targetValue: tiers,
});

export const segmentCondition = (type: 'passes_segment' | 'fails_segment', segment: string): Condition => ({
  type,
  targetValue: segment,
});

export const unitIdCondition = (customID: string, operator: ListOperator, values: string[]): Condition => ({
  type: 'unit_id',
  operator,
  targetValue: values,
  customID,
});

/** Employees, by their work email: the most common first rule of a rollout. */
export const employees = (): Condition => listCondition('email', 'str_ends_with_any', ['@larkspur.example']);

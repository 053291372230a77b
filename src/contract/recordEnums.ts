// Value sets of the API, each complete (docs/api.md), not only the values seen in answers: the ones of records'
// fields that only forms, views and schemas read. Those an address carries are in enums.ts, which the shell holds.

export const GATE_TYPE_REASONS = [
  'NONE',
  'STALE_PROBABLY_LAUNCHED',
  'STALE_PROBABLY_UNLAUNCHED',
  'STALE_PROBABLY_FORGOTTEN',
  'STALE_NO_RULES',
  'STALE_PROBABLY_DEAD_CHECK',
  'STALE_EMPTY_CHECKS',
  'STALE_ALL_TRUE',
  'STALE_ALL_FALSE',
] as const;
export const SAFE_CHANGE_STRATEGIES = ['immediate', 'gradual'] as const;
export const OWNER_TYPES = ['SDK_KEY', 'USER'] as const;

export const EXPLORATION_WINDOWS = [
  '1hr',
  '24hr',
  '48hr',
  '168hr',
  '336hr',
  '1',
  '24',
  '48',
  '168',
  '336',
  '1hrs',
  '24hrs',
  '48hrs',
  '168hrs',
  '336hrs',
] as const;
export const ATTRIBUTION_WINDOWS = [
  '1hr',
  '2hr',
  '4hr',
  '24hr',
  '1hrs',
  '2hrs',
  '4hrs',
  '24hrs',
  '1',
  '2',
  '4',
  '24',
] as const;
export const WINNER_THRESHOLDS = ['80%', '90%', '95%', '98%', '99%'] as const;
export const ATTRIBUTION_WINDOW_UNITS = ['min', 'hour', 'day'] as const;
export const OPTIMIZATION_PARAMETERS = ['occurrence', 'value'] as const;
export const BUILTIN_ID_TYPES = ['userID', 'stableID'] as const;

export const RELOAD_TYPES = ['incremental', 'full', 'metric'] as const;
export const FINISHED_STATES = ['success', 'failure', 'partial_failure', 'cancelled', 'timeout'] as const;

export const LAYER_PARAMETER_TYPES = ['string', 'number', 'boolean', 'object', 'array'] as const;

export const METRIC_TYPES = ['event_count', 'event_dau', 'event_user', 'event_count_custom', 'funnel'] as const;
export const FUNNEL_STEP_TYPES = ['event_dau', 'event_user', 'event_count', 'event_count_custom'] as const;
export const DIRECTIONALITIES = ['increase', 'decrease'] as const;
export const FUNNEL_COUNT_DISTINCT = ['events', 'users'] as const;

export const METRIC_SOURCE_TYPES = ['query', 'table'] as const;

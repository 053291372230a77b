import type { Condition } from '../../contract/rule';

/** How much of a long value list to spell out; the rest reads "and N more". */
export interface DescribeOptions {
  maxValues?: number;
}

/**
 * A condition split into what it tests and what it asks of it, so a rule summary can join several conditions
 * into one sentence ("Users whose country is … and who pass segment …").
 */
export type ConditionPhrase =
  { kind: 'attribute'; subject: string; predicate: string } | { kind: 'segment'; passes: boolean; segment: string };

const SUBJECTS: Record<string, string> = {
  user_id: 'user id',
  email: 'email',
  app_version: 'app version',
  browser_name: 'browser',
  browser_version: 'browser version',
  os_name: 'operating system',
  os_version: 'OS version',
  country: 'country',
  environment_tier: 'environment tier',
  ip_address: 'IP address',
};

// Substring operators read differently for one value ("ends with @acme.com") than for several ("ends with any of …").
const LIST_VERBS: Record<string, { one: string; many: string; suffix?: string }> = {
  any: { one: 'is any of', many: 'is any of' },
  none: { one: 'is none of', many: 'is none of' },
  any_case_sensitive: { one: 'is any of', many: 'is any of', suffix: ' (case-sensitive)' },
  none_case_sensitive: { one: 'is none of', many: 'is none of', suffix: ' (case-sensitive)' },
  str_starts_with_any: { one: 'starts with', many: 'starts with any of' },
  str_ends_with_any: { one: 'ends with', many: 'ends with any of' },
  str_contains_any: { one: 'contains', many: 'contains any of' },
  str_contains_none: { one: 'does not contain', many: 'contains none of' },
};

const SINGLE_VERBS: Record<string, string> = {
  str_matches: 'matches the pattern',
  gt: 'is greater than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  eq: 'equals',
  neq: 'does not equal',
  version_gt: 'is above',
  version_gte: 'is at least',
  version_lt: 'is below',
  version_lte: 'is at most',
  version_eq: 'is exactly',
  version_neq: 'is not',
};

function words(code: string): string {
  return code.replaceAll('_', ' ').trim();
}

function subjectOf(condition: Condition): string {
  if (condition.type === 'custom_field') {
    const field = condition.field?.trim();
    return field ? `custom field ${field}` : 'custom field (unnamed)';
  }
  if (condition.type === 'unit_id') {
    const idType = condition.customID?.trim();
    return idType ? `unit id (${idType})` : 'unit id';
  }
  return SUBJECTS[condition.type] ?? words(condition.type);
}

// An empty string would vanish from the sentence; quotes keep it visible.
function valueText(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return value === '' ? '""' : value;
}

function listText(values: readonly (string | number)[], maxValues: number): string {
  if (values.length === 0) return '(no values)';
  const shown = values.slice(0, maxValues).map(valueText).join(', ');
  const hidden = values.length - Math.min(values.length, maxValues);
  return hidden > 0 ? `${shown} and ${String(hidden)} more` : shown;
}

function targetValues(condition: Condition): (string | number)[] {
  const { targetValue } = condition;
  if (targetValue === undefined) return [];
  return Array.isArray(targetValue) ? targetValue : [targetValue];
}

function predicateOf(condition: Condition, maxValues: number): string {
  const values = targetValues(condition);
  const operator = condition.operator ?? '';
  const list = LIST_VERBS[operator];
  if (list) {
    const verb = values.length === 1 ? list.one : list.many;
    return `${verb} ${listText(values, maxValues)}${list.suffix ?? ''}`;
  }
  const single = SINGLE_VERBS[operator];
  if (single) return `${single} ${listText(values, maxValues)}`;
  // An operator this console does not know: still say what it is and what it compares with.
  const verb = operator === '' ? 'is' : words(operator);
  return `${verb} ${listText(values, maxValues)}`;
}

/** The condition as a subject and a predicate (or a segment test), for joining into a sentence. */
export function conditionPhrase(condition: Condition, options: DescribeOptions = {}): ConditionPhrase {
  const maxValues = options.maxValues ?? Number.POSITIVE_INFINITY;
  if (condition.type === 'passes_segment' || condition.type === 'fails_segment') {
    const segment = targetValues(condition).map(valueText).join(', ') || '(no segment)';
    return { kind: 'segment', passes: condition.type === 'passes_segment', segment };
  }
  return { kind: 'attribute', subject: subjectOf(condition), predicate: predicateOf(condition, maxValues) };
}

/**
 * The condition in plain words, e.g. "country is any of US, CA" or "passes segment beta_testers". Never throws:
 * unknown types and operators read as their words.
 */
export function describeCondition(condition: Condition, options: DescribeOptions = {}): string {
  const phrase = conditionPhrase(condition, options);
  if (phrase.kind === 'segment') return `${phrase.passes ? 'passes' : 'fails'} segment ${phrase.segment}`;
  return `${phrase.subject} ${phrase.predicate}`;
}

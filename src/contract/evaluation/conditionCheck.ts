import type { Condition } from '../rule';
import { operatorMatches, type Targets } from './operatorMatch';
import { present, type TestUser } from './testUser';

/** One condition as tried for the user: what was compared, and whether it matched. */
export interface ConditionTrace {
  type: string;
  operator: string | undefined;
  /** The custom field or custom id the condition reads, when it reads one. */
  field: string | undefined;
  targets: Targets;
  /** The user's value; undefined when the user has none. */
  userValue: string | undefined;
  outcome: 'matched' | 'not matched' | 'unknown';
  /** Why the outcome is unknown, or what was assumed (a segment). */
  note?: string;
}

const NO_TARGETS: Targets = Object.freeze([]);

/** A list of texts is used as it is; only a single value or a list holding numbers is turned into texts. */
function targetsOf(condition: Condition): Targets {
  const target = condition.targetValue;
  if (target === undefined) return NO_TARGETS;
  if (!Array.isArray(target)) return [String(target)];
  for (const item of target as unknown[]) if (typeof item !== 'string') return target.map(String);
  return target;
}

/** The user's value that a condition of this type reads; `null` for a type the console does not know. */
function userValueFor(condition: Condition, user: TestUser): string | undefined | null {
  switch (condition.type) {
    case 'user_id':
      return present(user.userID);
    case 'email':
      return present(user.email);
    case 'country':
      return present(user.country);
    case 'ip_address':
      return present(user.ip);
    case 'app_version':
      return present(user.appVersion);
    case 'browser_name':
      return present(user.browserName);
    case 'browser_version':
      return present(user.browserVersion);
    case 'os_name':
      return present(user.osName);
    case 'os_version':
      return present(user.osVersion);
    case 'environment_tier':
      return present(user.environment);
    case 'custom_field':
      return present(user.custom[condition.field ?? '']);
    case 'unit_id': {
      const idType = condition.customID ?? '';
      return present(idType === 'userID' ? user.userID : user.customIDs[idType]);
    }
    default:
      return null;
  }
}

function traceOf(condition: Condition, userValue: string | undefined, matched: boolean | 'unknown', note?: string) {
  const trace: ConditionTrace = {
    type: condition.type,
    operator: condition.operator,
    field: condition.type === 'unit_id' ? condition.customID : condition.field,
    targets: targetsOf(condition),
    userValue,
    outcome: matched === 'unknown' ? 'unknown' : matched ? 'matched' : 'not matched',
  };
  if (note !== undefined) trace.note = note;
  return trace;
}

function segmentTrace(condition: Condition, user: TestUser): ConditionTrace {
  const segment = targetsOf(condition)[0] ?? '';
  const member = user.segments.includes(segment);
  const matched = condition.type === 'passes_segment' ? member : !member;
  return traceOf(condition, member ? 'in' : 'not in', matched, `assumed ${member ? 'in' : 'not in'} "${segment}"`);
}

/**
 * Only whether one condition matched the user, with no trace: what a list of many entities needs for the rules that
 * do not decide. Agrees with `checkCondition(...).outcome`.
 */
export function conditionOutcome(condition: Condition, user: TestUser): ConditionTrace['outcome'] {
  let matched: boolean | 'unknown';
  if (condition.type === 'passes_segment' || condition.type === 'fails_segment') {
    const member = user.segments.includes(targetsOf(condition)[0] ?? '');
    matched = condition.type === 'passes_segment' ? member : !member;
  } else {
    const userValue = userValueFor(condition, user);
    matched =
      userValue === null ? 'unknown' : operatorMatches(condition.operator ?? '', userValue, targetsOf(condition));
  }
  return matched === 'unknown' ? 'unknown' : matched ? 'matched' : 'not matched';
}

/** Tries one condition for the user. */
export function checkCondition(condition: Condition, user: TestUser): ConditionTrace {
  if (condition.type === 'passes_segment' || condition.type === 'fails_segment') return segmentTrace(condition, user);
  const userValue = userValueFor(condition, user);
  if (userValue === null) {
    return traceOf(condition, undefined, 'unknown', `the console does not know the condition type "${condition.type}"`);
  }
  const matched = operatorMatches(condition.operator ?? '', userValue, targetsOf(condition));
  const note = matched === 'unknown' ? unknownOperatorNote(condition) : undefined;
  return traceOf(condition, userValue, matched, note);
}

function unknownOperatorNote(condition: Condition): string {
  if (condition.operator === 'str_matches') return 'the pattern is not a valid regular expression';
  return `the console does not know the operator "${condition.operator ?? ''}"`;
}

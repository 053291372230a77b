import { compareVersions } from './versionCompare';

/** What a condition compares the user's value with: always a list of texts, one item for single-value operators. */
export type Targets = readonly string[];

/** Whether the operator matched; `unknown` when the console cannot tell (an operator it does not know, a bad regex). */
export type OperatorOutcome = boolean | 'unknown';

/** The operators that match a missing user value: a user with no email is in "none of these emails". */
const MATCH_MISSING = new Set(['none', 'none_case_sensitive', 'str_contains_none']);

function asNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function numeric(value: string, target: string | undefined, test: (a: number, b: number) => boolean): boolean {
  const a = asNumber(value);
  const b = target === undefined ? undefined : asNumber(target);
  return a !== undefined && b !== undefined && test(a, b);
}

function version(value: string, target: string | undefined, test: (order: number) => boolean): boolean {
  const order = target === undefined ? undefined : compareVersions(value, target);
  return order !== undefined && test(order);
}

/** Compiled patterns by source (null: not a valid expression), so evaluating many users compiles each once. */
const patterns = new Map<string, RegExp | null>();
const PATTERNS_KEPT = 1000;

function compiled(source: string): RegExp | null {
  let regex = patterns.get(source);
  if (regex === undefined) {
    try {
      regex = new RegExp(source);
    } catch {
      regex = null;
    }
    if (patterns.size >= PATTERNS_KEPT) patterns.clear();
    patterns.set(source, regex);
  }
  return regex;
}

function pattern(value: string, source: string | undefined): OperatorOutcome {
  if (source === undefined) return false;
  const regex = compiled(source);
  return regex === null ? 'unknown' : regex.test(value);
}

/** Lower-cased texts by text: a user's values and a condition's targets are compared again for every entity. */
const lowerTexts = new Map<string, string>();
const LOWER_KEPT = 10_000;

function lowerCased(text: string): string {
  let lower = lowerTexts.get(text);
  if (lower === undefined) {
    lower = text.toLowerCase();
    if (lowerTexts.size >= LOWER_KEPT) lowerTexts.clear();
    lowerTexts.set(text, lower);
  }
  return lower;
}

/** A long list's lower-cased copy, made once per list: looking up each of hundreds of texts would cost more. */
const loweredLists = new WeakMap<Targets, Targets>();
const LONG_LIST = 16;

function loweredList(targets: Targets): Targets {
  let list = loweredLists.get(targets);
  if (list === undefined) {
    list = targets.map((target) => target.toLowerCase());
    loweredLists.set(targets, list);
  }
  return list;
}

/** Whether any target, lower-cased, stands in this relation to the lower-cased value. */
function anyLowered(targets: Targets, value: string, test: (value: string, target: string) => boolean): boolean {
  const lower = lowerCased(value);
  if (targets.length >= LONG_LIST) return loweredList(targets).some((target) => test(lower, target));
  for (const target of targets) if (test(lower, lowerCased(target))) return true;
  return false;
}

const equals = (value: string, target: string) => value === target;
const startsWith = (value: string, target: string) => value.startsWith(target);
const endsWith = (value: string, target: string) => value.endsWith(target);
const contains = (value: string, target: string) => value.includes(target);

/** Applies one operator to a present value. */
function matchPresent(operator: string, value: string, targets: Targets): OperatorOutcome {
  const first = targets[0];
  switch (operator) {
    case 'any':
      return anyLowered(targets, value, equals);
    case 'none':
      return !anyLowered(targets, value, equals);
    case 'any_case_sensitive':
      return targets.includes(value);
    case 'none_case_sensitive':
      return !targets.includes(value);
    case 'str_starts_with_any':
      return anyLowered(targets, value, startsWith);
    case 'str_ends_with_any':
      return anyLowered(targets, value, endsWith);
    case 'str_contains_any':
      return anyLowered(targets, value, contains);
    case 'str_contains_none':
      return !anyLowered(targets, value, contains);
    case 'str_matches':
      return pattern(value, first);
    case 'gt':
      return numeric(value, first, (a, b) => a > b);
    case 'gte':
      return numeric(value, first, (a, b) => a >= b);
    case 'lt':
      return numeric(value, first, (a, b) => a < b);
    case 'lte':
      return numeric(value, first, (a, b) => a <= b);
    case 'eq':
      return first !== undefined && value === first;
    case 'neq':
      return first !== undefined && value !== first;
    case 'version_gt':
      return version(value, first, (order) => order > 0);
    case 'version_gte':
      return version(value, first, (order) => order >= 0);
    case 'version_lt':
      return version(value, first, (order) => order < 0);
    case 'version_lte':
      return version(value, first, (order) => order <= 0);
    case 'version_eq':
      return version(value, first, (order) => order === 0);
    case 'version_neq':
      return version(value, first, (order) => order !== 0);
    default:
      return 'unknown';
  }
}

const KNOWN_OPERATORS = new Set([
  ...['any', 'none', 'any_case_sensitive', 'none_case_sensitive', 'str_starts_with_any', 'str_ends_with_any'],
  ...['str_contains_any', 'str_contains_none', 'str_matches', 'gt', 'gte', 'lt', 'lte', 'eq', 'neq'],
  ...['version_gt', 'version_gte', 'version_lt', 'version_lte', 'version_eq', 'version_neq'],
]);

/** Applies an operator the way the service's SDKs do; a missing value matches only the "none" operators. */
export function operatorMatches(operator: string, value: string | undefined, targets: Targets): OperatorOutcome {
  if (!KNOWN_OPERATORS.has(operator)) return 'unknown';
  if (value === undefined) return MATCH_MISSING.has(operator);
  return matchPresent(operator, value, targets);
}

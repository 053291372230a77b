// A gate's first view checked without zod: the page's header, settings and rules read only these fields, and zod
// (with the whole gate schema) loads with the editor, right after the first view. The editor gets the record only
// once GateSchema has read it whole. gateView.test.ts holds this check to GateSchema.
import { type CheckIssue, type CheckResult, type DataCheck, isInt, isRecord, typeIssue } from './dataCheck';
import type { Gate } from './gate';

/** What a gate's page shows before its editor: the header, the settings and the rules (read whole). */
export type GateView = Pick<
  Gate,
  | 'id'
  | 'name'
  | 'description'
  | 'idType'
  | 'isEnabled'
  | 'status'
  | 'type'
  | 'rules'
  | 'tags'
  | 'targetApps'
  | 'reviewSettings'
  | 'version'
  | 'permalink'
>;

type Check = (value: unknown, path: PropertyKey[], issues: CheckIssue[]) => unknown;

function fail(issues: CheckIssue[], path: PropertyKey[], expected: string, value: unknown): unknown {
  // An open enum or a union is refused as a whole: expected '' (typeIssue).
  issues.push(typeIssue(path, expected, value));
  return value;
}

const when =
  (valid: (value: unknown) => boolean, expected: string): Check =>
  (value, path, issues) =>
    valid(value) ? value : fail(issues, path, expected, value);

const isString = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const string = when(isString, 'string');
const number = when(isNumber, 'number');
const boolean = when((value) => typeof value === 'boolean', 'boolean');
const anyString = when(isString, '');
// zod's int() names a value that is not a number at all as not a number.
const int: Check = (value, path, issues) =>
  isInt(value) ? value : fail(issues, path, typeof value === 'number' ? 'int' : 'number', value);

const optional =
  (check: Check): Check =>
  (value, path, issues) =>
    value === undefined ? value : check(value, path, issues);
const nullable =
  (check: Check): Check =>
  (value, path, issues) =>
    value === null ? value : check(value, path, issues);
const withDefault =
  (check: Check, fallback: () => unknown): Check =>
  (value, path, issues) =>
    value === undefined ? fallback() : check(value, path, issues);

const array =
  (item: Check): Check =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return fail(issues, path, 'array', value);
    return value.map((entry, index) => item(entry, [...path, index], issues));
  };

/** A loose object: the fields named are checked in order (defaults filled in), every other field kept as it is. */
const object =
  (fields: Record<string, Check>): Check =>
  (value, path, issues) => {
    if (!isRecord(value)) return fail(issues, path, 'object', value);
    const result: Record<string, unknown> = { ...value };
    for (const [field, check] of Object.entries(fields)) {
      const read = check(value[field], [...path, field], issues);
      if (read !== undefined) result[field] = read;
    }
    return result;
  };

// A condition's value: a list of texts, one text or a number; any other value fails the union as a whole.
const targetValue = when(
  (value) => isString(value) || isNumber(value) || (Array.isArray(value) && value.every(isString)),
  '',
);
// A list of texts, or one comma-separated text split into one.
const stringList: Check = (value, path, issues) => {
  if (Array.isArray(value) && value.every(isString)) return value;
  if (!isString(value)) return fail(issues, path, '', value);
  return value.trim() === '' ? [] : value.split(',').map((part) => part.trim());
};

const condition = object({
  type: string,
  operator: optional(string),
  targetValue: optional(targetValue),
  field: optional(string),
  customID: optional(string),
});
const rollouts = optional(array(object({ passPercent: number, time: number })));
const rule = object({
  id: optional(string),
  baseID: optional(string),
  name: string,
  passPercentage: number,
  conditions: withDefault(array(condition), () => []),
  environments: optional(nullable(array(string))),
  // returnValue: any JSON value, as the schema reads it.
  completedAutomatedRollouts: rollouts,
  pendingAutomatedRollouts: rollouts,
});
const reviewSettings = object({
  requiredReview: boolean,
  allowedReviewers: withDefault(array(object({ id: string, name: string, email: string })), () => []),
});

// In GateSchema's order, so the first problem named is the one the whole check names first.
const gateView = object({
  id: string,
  name: optional(string),
  description: optional(string),
  idType: optional(string),
  isEnabled: optional(boolean),
  status: optional(anyString),
  type: optional(anyString),
  rules: withDefault(array(rule), () => []),
  tags: withDefault(array(string), () => []),
  targetApps: withDefault(stringList, () => []),
  reviewSettings: optional(reviewSettings),
  version: optional(int),
  permalink: optional(string),
});

/** The fields a gate's first view shows, checked as GateSchema checks them; the rest of the record kept unchecked. */
export const GateViewCheck: DataCheck<GateView> = {
  safeParse: (value): CheckResult<GateView> => {
    const issues: CheckIssue[] = [];
    const data = gateView(value, [], issues);
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: data as GateView };
  },
};

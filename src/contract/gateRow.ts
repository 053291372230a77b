// A Gates list row checked without zod: the list's first view reads only these fields, and zod (with the whole gate
// schema, rules and conditions) is not part of the first page's code. The whole record is checked with GateSchema
// once the page is idle (features/gates/list/useCheckedGateRows.ts). gateRow.test.ts holds this check to GateSchema.
import { type CheckIssue, type CheckResult, type DataCheck, isInt, isRecord, typeIssue } from './dataCheck';
import type { Gate } from './gate';

/** What a row shows and what the page filters and sorts by; `rules` only counted. */
export type GateRow = Pick<
  Gate,
  | 'id'
  | 'name'
  | 'isEnabled'
  | 'status'
  | 'type'
  | 'typeReason'
  | 'tags'
  | 'checksPerHour'
  | 'creatorName'
  | 'creatorEmail'
  | 'createdTime'
  | 'lastModifierName'
  | 'lastModifierEmail'
  | 'lastModifiedTime'
> & { rules: readonly unknown[] };

type FieldCheck = [field: string, expected: string, valid: (value: unknown) => boolean];

const optional =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown) => typeof value === 'boolean';

// In GateSchema's order, so the first problem named is the one the whole check names first. An open enum (a known
// value or any text) is a union in zod, whose failure reads "Invalid input".
const FIELDS: FieldCheck[] = [
  ['id', 'string', isString],
  ['name', 'string', optional(isString)],
  ['isEnabled', 'boolean', optional(isBoolean)],
  ['status', '', optional(isString)],
  ['type', '', optional(isString)],
  ['typeReason', '', optional(isString)],
  ['rules', 'array', optional(Array.isArray)],
  ['checksPerHour', 'number', optional(isNumber)],
  ['creatorName', 'string', optional(isString)],
  ['creatorEmail', 'string', optional(isNullableString)],
  ['createdTime', 'int', optional(isInt)],
  ['lastModifierName', 'string', optional(isString)],
  ['lastModifierEmail', 'string', optional(isNullableString)],
  ['lastModifiedTime', 'int', optional(isInt)],
];

function issue(path: PropertyKey[], expected: string, value: unknown): CheckIssue {
  // zod's int() names a value that is not a number at all as not a number.
  return typeIssue(path, expected === 'int' && typeof value !== 'number' ? 'number' : expected, value);
}

function tagsIssue(tags: unknown): CheckIssue | undefined {
  if (tags === undefined) return undefined;
  if (!Array.isArray(tags)) return issue(['tags'], 'array', tags);
  const index = tags.findIndex((tag) => typeof tag !== 'string');
  return index === -1 ? undefined : issue(['tags', index], 'string', tags[index]);
}

/** The fields a Gates list row shows, checked as GateSchema checks them; the rest of the record is kept unchecked. */
export const GateRowCheck: DataCheck<GateRow> = {
  safeParse: (value): CheckResult<GateRow> => {
    if (!isRecord(value)) return { success: false, error: { issues: [issue([], 'object', value)] } };
    const issues: CheckIssue[] = [];
    for (const [field, expected, valid] of FIELDS) {
      if (!valid(value[field])) issues.push(issue([field], expected, value[field]));
      // GateSchema checks tags right after rules.
      if (field === 'rules') {
        const problem = tagsIssue(value.tags);
        if (problem) issues.push(problem);
      }
    }
    if (issues.length > 0) return { success: false, error: { issues } };
    const row = { ...value, rules: value.rules ?? [], tags: value.tags ?? [] } as GateRow;
    return { success: true, data: row };
  },
};

/** One problem a check found: where in the value checked, and why (in zod's English wording). */
export interface CheckIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type CheckResult<T> =
  { success: true; data: T } | { success: false; error: { readonly issues: readonly CheckIssue[] } };

/**
 * What checks the shape of a response or a stored value: a zod schema satisfies it, and so does a plain check for
 * what the console reads before a page's first row (so that zod is not part of the first page's code).
 */
export interface DataCheck<T> {
  safeParse: (value: unknown) => CheckResult<T>;
}

/** The type name zod reports for a JSON value ("array", "null", "object", "nan"...). */
function typeName(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : 'number';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * zod's issue for a value of the wrong type; `expected` '' for what zod refuses as a whole without naming a type (an
 * open enum, a union), which it words "Invalid input".
 */
export function typeIssue(path: readonly PropertyKey[], expected: string, value: unknown): CheckIssue {
  const message =
    expected === '' ? 'Invalid input' : `Invalid input: expected ${expected}, received ${typeName(value)}`;
  return { path, message };
}

/** A failed check with zod's message for a value of the wrong type. */
export function wrongType(path: readonly PropertyKey[], expected: string, value: unknown): CheckResult<never> {
  return { success: false, error: { issues: [typeIssue(path, expected, value)] } };
}

/** A plain object as JSON.parse makes it (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number zod's `int()` accepts. */
export function isInt(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** Any array, its items unchecked (each is checked on its own later). */
export const unknownArrayCheck: DataCheck<unknown[]> = {
  safeParse: (value) =>
    Array.isArray(value) ? { success: true, data: value as unknown[] } : wrongType([], 'array', value),
};

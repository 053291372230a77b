// The envelope, pagination and error body checked without zod: the fetch client reads them before every page's
// first row, and zod is not part of the first page's code. envelopeCheck.test.ts holds each check to the zod schema
// of envelope.ts (which the server's tests and the end-to-end tests use) on the same inputs.
import { type CheckResult, type DataCheck, isInt, isRecord, wrongType } from './dataCheck';
import type { FieldError, Pagination } from './envelope';

/** The envelope of a single-record answer, `data` checked with `data`; a failure's path starts at the top. */
export function readRecordEnvelope<T>(
  value: unknown,
  data: DataCheck<T>,
): CheckResult<{ message: string; data: T; pagination?: unknown }> {
  if (!isRecord(value)) return wrongType([], 'object', value);
  if (typeof value.message !== 'string') return wrongType(['message'], 'string', value.message);
  const checked = data.safeParse(value.data);
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => ({ ...issue, path: ['data', ...issue.path] }));
    return { success: false, error: { issues } };
  }
  return { success: true, data: { ...value, message: value.message, data: checked.data } };
}

const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';
const isLink = (value: unknown) => value === null || typeof value === 'string';

/** The pagination of a list answer, or undefined when it is absent or malformed (it is for display only). */
export function readPagination(value: unknown): Pagination | undefined {
  if (!isRecord(value)) return undefined;
  const valid =
    isInt(value.itemsPerPage) &&
    isInt(value.pageNumber) &&
    optional(value.totalItems, isInt) &&
    optional(value.nextPage, isLink) &&
    optional(value.previousPage, isLink) &&
    optional(value.all, isString);
  return valid ? ({ ...value } as Pagination) : undefined;
}

/** One field error, in the current `{ path, message }` shape or the older `{ property, errorMessage }` one. */
function readFieldError(value: unknown): FieldError | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.path === 'string' && typeof value.message === 'string') {
    return { path: value.path, message: value.message };
  }
  if (typeof value.property === 'string' && typeof value.errorMessage === 'string') {
    return { path: value.property, message: value.errorMessage };
  }
  return undefined;
}

/** An error answer's body, as the console reads it. */
export interface ErrorBody {
  status?: number;
  message: string;
  errors?: FieldError[];
}

/** An error answer's body: `message` required, `status` and `errors` optional; undefined for any other shape. */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (!isRecord(value) || typeof value.message !== 'string' || !optional(value.status, isInt)) return undefined;
  const body = { ...value, message: value.message } as ErrorBody;
  if (value.errors === undefined) return body;
  if (!Array.isArray(value.errors)) return undefined;
  const errors = value.errors.map(readFieldError);
  return errors.every((error) => error !== undefined) ? { ...body, errors } : undefined;
}

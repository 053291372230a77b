import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from '../../contract/zod';
import type { FieldError } from '../../contract/envelope';

/** An error the Console API answers with errorResponse: `{ status, message, errors? }` (docs/api.md, Errors). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Field errors with dotted paths; an unknown field becomes one entry named for that field. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: dotted([...issue.path, key]), message: `Unknown field "${key}"` }));
    }
    return [{ path: dotted(issue.path), message: issue.message }];
  });
}

/** A 400 whose message repeats the first few field errors, so it reads well on its own. */
export function validationError(error: z.core.$ZodError, subject: string): ApiError {
  return invalidFields(fieldErrors(error), subject);
}

/** The same 400 for field errors found by a check beyond the schema. */
export function invalidFields(errors: FieldError[], subject: string): ApiError {
  const shown = errors.slice(0, 3).map((e) => (e.path === '' ? e.message : `${e.path}: ${e.message}`));
  const more = errors.length > shown.length ? ` (and ${errors.length - shown.length} more)` : '';
  return new ApiError(400, `Invalid ${subject}: ${shown.join('; ')}${more}`, errors);
}

function dotted(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

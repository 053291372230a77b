import * as z from './zod';
import { DEFAULT_LIMIT, LIMIT_MIN, MAX_LIMIT, PAGE_MIN, RULES_MAX_LIMIT } from './limits';

function integerParam(name: string, min: number, max: number | undefined, fallback: number) {
  const bound = max === undefined ? `at least ${min}` : `from ${min} to ${max}`;
  const message = `${name} must be a whole number ${bound}`;
  return z.pipe(
    z.optional(z.string()),
    // zod/mini's transform context has no addIssue, so the issue goes straight onto the payload.
    z.transform((raw: string | undefined, payload) => {
      if (raw === undefined) return fallback;
      const value = /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
        payload.issues.push({ code: 'custom', message, path: [], input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/** `page` and `limit` query parameters of a paged list; strings in, numbers out. */
function pagingQuery(maxLimit: number = MAX_LIMIT, defaultLimit: number = DEFAULT_LIMIT) {
  return z.object({
    page: integerParam('page', PAGE_MIN, undefined, 1),
    limit: integerParam('limit', LIMIT_MIN, maxLimit, defaultLimit),
  });
}

export const PagingQuerySchema = pagingQuery();
export const RulesPagingQuerySchema = pagingQuery(RULES_MAX_LIMIT, RULES_MAX_LIMIT);
export type PagingQuery = z.output<typeof PagingQuerySchema>;

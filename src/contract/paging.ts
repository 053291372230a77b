import { z } from 'zod';
import { DEFAULT_LIMIT, LIMIT_MIN, MAX_LIMIT, PAGE_MIN, RULES_MAX_LIMIT } from './limits';

function integerParam(name: string, min: number, max: number | undefined, fallback: number) {
  const bound = max === undefined ? `at least ${min}` : `from ${min} to ${max}`;
  const message = `${name} must be a whole number ${bound}`;
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const value = /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
        ctx.addIssue({ code: 'custom', message, path: [] });
        return z.NEVER;
      }
      return value;
    });
}

/** `page` and `limit` query parameters of a paged list; strings in, numbers out. */
export function pagingQuery(maxLimit: number = MAX_LIMIT, defaultLimit: number = DEFAULT_LIMIT) {
  return z.object({
    page: integerParam('page', PAGE_MIN, undefined, 1),
    limit: integerParam('limit', LIMIT_MIN, maxLimit, defaultLimit),
  });
}

export const PagingQuerySchema = pagingQuery();
export const RulesPagingQuerySchema = pagingQuery(RULES_MAX_LIMIT, RULES_MAX_LIMIT);
export type PagingQuery = z.output<typeof PagingQuerySchema>;

/** The `page` and `limit` search params of a paged view in the app's URL; bad values fall back to defaults. */
export const PageSearchSchema = z.object({
  page: z.coerce.number().int().min(PAGE_MIN).catch(1).optional(),
  limit: z.coerce.number().int().min(LIMIT_MIN).max(MAX_LIMIT).catch(DEFAULT_LIMIT).optional(),
});
export type PageSearch = z.infer<typeof PageSearchSchema>;

import { z } from 'zod';

/** Pagination of a list response (spec 2.1). Links may be full paths or query strings; `all` may be empty. */
export const PaginationSchema = z.looseObject({
  itemsPerPage: z.number().int(),
  pageNumber: z.number().int(),
  /** Optional on the wire: an upstream may leave it out. */
  totalItems: z.number().int().optional(),
  nextPage: z.string().nullable().optional(),
  previousPage: z.string().nullable().optional(),
  all: z.string().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** The envelope of a single-record response. */
export function recordEnvelope<T extends z.ZodType>(data: T) {
  return z.looseObject({ message: z.string(), data });
}

/** The envelope of a list response. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.looseObject({ message: z.string(), data: z.array(item), pagination: PaginationSchema.optional() });
}

export interface Paged<T> {
  items: T[];
  pagination: Pagination;
  message: string;
}

/** One field error: `path` is a dotted path into the request body (`rules.0.passPercentage`). */
export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The older field-error shape some upstreams send. */
const LegacyFieldErrorSchema = z.object({ property: z.string(), errorMessage: z.string() });

/**
 * The error body (DECISIONS.md, Errors). Tolerant: `status` and `errors` may be absent, and errors may use the
 * older `{ property, errorMessage }` shape, normalised here to `{ path, message }`.
 */
export const ErrorBodySchema = z.looseObject({
  status: z.number().int().optional(),
  message: z.string(),
  errors: z
    .array(z.union([FieldErrorSchema, LegacyFieldErrorSchema.transform((e) => ({ path: e.property, message: e.errorMessage }))]))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

import * as z from './zod';

/** Pagination of a list response. Links may be full paths or query strings; `all` may be empty. */
export const PaginationSchema = z.looseObject({
  itemsPerPage: z.int(),
  pageNumber: z.int(),
  /** Optional on the wire: an upstream may leave it out. */
  totalItems: z.optional(z.int()),
  nextPage: z.optional(z.nullable(z.string())),
  previousPage: z.optional(z.nullable(z.string())),
  all: z.optional(z.string()),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** The envelope of a single-record response. */
export function recordEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.looseObject({ message: z.string(), data });
}

/** The envelope of a list response. */
export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({ message: z.string(), data: z.array(item), pagination: z.optional(PaginationSchema) });
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

/** The older shape, normalised to `{ path, message }`. */
const NormalisedLegacyFieldErrorSchema = z.pipe(
  LegacyFieldErrorSchema,
  z.transform((e: z.output<typeof LegacyFieldErrorSchema>) => ({ path: e.property, message: e.errorMessage })),
);

/**
 * The error body. Tolerant: `status` and `errors` may be absent, and errors may use the
 * older `{ property, errorMessage }` shape, normalised here to `{ path, message }`.
 */
export const ErrorBodySchema = z.looseObject({
  status: z.optional(z.int()),
  message: z.string(),
  errors: z.optional(z.array(z.union([FieldErrorSchema, NormalisedLegacyFieldErrorSchema]))),
});

import * as z from './zod';
import { GATE_LIST_SORTS, GATE_STATUSES, GATE_TYPES } from './enums';

const SORT_ORDERS = ['asc', 'desc'] as const;

/** An empty query value (`?status=`) means "any", as an empty select in a form does. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

function oneOf<T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.optional(
    z.pipe(
      z.transform(blankAsAbsent),
      z.optional(z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` })),
    ),
  );
}

/** A name-or-email needle: trimmed, and absent when nothing is left. */
const needle = z.optional(
  z.pipe(
    z.string(),
    z.transform((value) => value.trim() || undefined),
  ),
);

/**
 * The filter and sort parameters of `GET /gates` (paging is `PagingQuerySchema`). Strings in, as a URL gives them:
 * `tag` may repeat (a gate must have every tag), `creator` and `modifier` match a name or email as a substring,
 * ignoring case, `enabled` is `true` or `false`. `counts=status` asks for the number of matching gates per status
 * besides the page. An unknown `status`, `enabled`, `type`, `sort`, `order` or `counts` fails, naming the parameter.
 */
export const GateListQuerySchema = z.object({
  search: z.optional(z.string()),
  status: oneOf('status', GATE_STATUSES),
  enabled: z.pipe(
    oneOf('enabled', ['true', 'false'] as const),
    z.transform((value) => (value === undefined ? undefined : value === 'true')),
  ),
  type: oneOf('type', GATE_TYPES),
  tag: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((value) => [...new Set((typeof value === 'string' ? [value] : (value ?? [])).filter(Boolean))]),
  ),
  creator: needle,
  modifier: needle,
  sort: oneOf('sort', GATE_LIST_SORTS),
  order: oneOf('order', SORT_ORDERS),
  counts: oneOf('counts', ['status'] as const),
});
export type GateListQuery = z.output<typeof GateListQuerySchema>;

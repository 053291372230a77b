import * as z from '../contract/zod';
import { scopedKey, storedValue } from './browserStorage';

// What this tab has learnt an upstream lacks (docs/api.md, upstream tolerance),
// so that each save after the first skips the request the upstream would refuse.

/** Optional fields of a gate update that a real upstream may refuse as unknown. */
export const OPTIONAL_UPDATE_FIELDS = ['expectedVersion', 'safeChangeStrategy'] as const;

/** A field of a gate update the upstream may not know. */
export type OptionalUpdateField = (typeof OPTIONAL_UPDATE_FIELDS)[number];

const KEY_PREFIX = 'gatehouse.upstreamLacks:';

function isOptionalUpdateField(value: unknown): value is OptionalUpdateField {
  return OPTIONAL_UPDATE_FIELDS.some((field) => field === value);
}

// Entries are checked one by one: a field this version no longer tolerates is dropped, the rest kept.
const stored = (baseUrl: string) =>
  storedValue({
    key: scopedKey(KEY_PREFIX, baseUrl),
    schema: z.array(z.unknown()),
    area: 'session',
    fallback: [] as unknown[],
  });

/** The update fields the upstream at `baseUrl` ('' = this site) refused earlier in this tab's session. */
export function fieldsUpstreamLacks(baseUrl: string): OptionalUpdateField[] {
  return stored(baseUrl).read().filter(isOptionalUpdateField);
}

/** Remembers for this tab's session that the upstream at `baseUrl` refuses `fields`. */
export function rememberUpstreamLacks(baseUrl: string, fields: readonly OptionalUpdateField[]): void {
  const known = new Set([...fieldsUpstreamLacks(baseUrl), ...fields]);
  // A full or blocked storage: the next save simply learns it again with one more refused request.
  stored(baseUrl).write([...known]);
}

// What this tab has learnt an upstream lacks (DECISIONS.md, "Where the client must be tolerant of an upstream"),
// so that each save after the first skips the request the upstream would refuse.

/** Optional fields of a gate update that a real upstream may refuse as unknown. */
export const OPTIONAL_UPDATE_FIELDS = ['expectedVersion', 'safeChangeStrategy'] as const;

/** A field of a gate update the upstream may not know. */
export type OptionalUpdateField = (typeof OPTIONAL_UPDATE_FIELDS)[number];

const KEY_PREFIX = 'gatehouse.upstreamLacks:';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const memory = new Map<string, string>();
const memoryStorage: StorageLike = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
};

/** sessionStorage, or memory where there is none (tests) or the browser blocks it. */
function storage(): StorageLike {
  try {
    return typeof sessionStorage === 'undefined' ? memoryStorage : sessionStorage;
  } catch {
    return memoryStorage;
  }
}

function isOptionalUpdateField(value: unknown): value is OptionalUpdateField {
  return OPTIONAL_UPDATE_FIELDS.some((field) => field === value);
}

/** The update fields the upstream at `baseUrl` ('' = this site) refused earlier in this tab's session. */
export function fieldsUpstreamLacks(baseUrl: string): OptionalUpdateField[] {
  const raw = storage().getItem(KEY_PREFIX + baseUrl);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isOptionalUpdateField) : [];
  } catch {
    return [];
  }
}

/** Remembers for this tab's session that the upstream at `baseUrl` refuses `fields`. */
export function rememberUpstreamLacks(baseUrl: string, fields: readonly OptionalUpdateField[]): void {
  const known = new Set([...fieldsUpstreamLacks(baseUrl), ...fields]);
  try {
    storage().setItem(KEY_PREFIX + baseUrl, JSON.stringify([...known]));
  } catch {
    // A full or blocked storage: the next save simply learns it again with one more refused request.
  }
}

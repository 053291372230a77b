import type { Gate } from './gate';
import { isRecord } from './dataCheck';
import { GATE_STATUSES } from './enums';
import type { GATE_LIST_SORTS } from './enums';

/**
 * What `GET /gates` narrows and orders by, in one shape for both sides: the embedded server answers it in SQL
 * (server/store/gateListStore.ts) and the console applies it to every gate it read from an upstream that ignores
 * the filters. The two must agree; gateListStore.test.ts holds this module to the SQL on the seed.
 */
export interface GateListView {
  /** Part of the id or the name, ignoring case. */
  search?: string | undefined;
  status?: (typeof GATE_STATUSES)[number] | undefined;
  enabled?: boolean | undefined;
  type?: string | undefined;
  /** A gate must carry every one (exactly as written). */
  tags?: readonly string[] | undefined;
  /** Part of a name or email, ignoring case. */
  creator?: string | undefined;
  modifier?: string | undefined;
  sort?: (typeof GATE_LIST_SORTS)[number] | undefined;
  order?: 'asc' | 'desc' | undefined;
}

type ListedGate = Pick<
  Gate,
  | 'id'
  | 'name'
  | 'status'
  | 'isEnabled'
  | 'type'
  | 'tags'
  | 'creatorName'
  | 'creatorEmail'
  | 'lastModifierName'
  | 'lastModifierEmail'
  | 'createdTime'
  | 'lastModifiedTime'
  | 'checksPerHour'
>;

const lower = (text: string | null | undefined) => (text ?? '').toLowerCase();
const contains = (needle: string | undefined, ...texts: (string | null | undefined)[]) =>
  needle === undefined || needle === '' || texts.some((text) => lower(text).includes(needle.toLowerCase()));

/** Whether a gate matches every filter of the view (its order aside). */
export function matchesGateListView(gate: ListedGate, view: GateListView): boolean {
  return (
    contains(view.search?.trim(), gate.id, gate.name) &&
    (view.status === undefined || gate.status === view.status) &&
    (view.enabled === undefined || gate.isEnabled === view.enabled) &&
    (view.type === undefined || gate.type === view.type) &&
    (view.tags ?? []).every((tag) => gate.tags.includes(tag)) &&
    contains(view.creator, gate.creatorName, gate.creatorEmail) &&
    contains(view.modifier, gate.lastModifierName, gate.lastModifierEmail)
  );
}

/** Text in SQLite's order (UTF-8 bytes), which is code point order, not JavaScript's UTF-16 order. */
function compareText(a: string, b: string): number {
  // Code points, not grapheme clusters: the order is by number, as SQLite's is by byte.
  const left = Array.from(a);
  const right = Array.from(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** A missing value sorts first, as SQLite's NULL does ascending. */
function compareValues(a: string | number | undefined, b: string | number | undefined): number {
  if (a === undefined || b === undefined) return (a === undefined ? 0 : 1) - (b === undefined ? 0 : 1);
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  return Number(a) - Number(b);
}

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const SORT_VALUE: Record<(typeof GATE_LIST_SORTS)[number], (gate: ListedGate) => string | number | undefined> = {
  name: (gate) => lower(gate.name),
  lastModifiedTime: (gate) => finite(gate.lastModifiedTime),
  createdTime: (gate) => finite(gate.createdTime),
  checksPerHour: (gate) => finite(gate.checksPerHour),
};

/**
 * The view's order: by the sort column (last modified by default), ties by id in the same direction; without
 * `sort` or `order`, newest change first with ties by id ascending.
 */
export function compareForGateListView(view: GateListView): (a: ListedGate, b: ListedGate) => number {
  const unordered = view.sort === undefined && view.order === undefined;
  const sign = unordered || view.order === 'desc' ? -1 : 1;
  const idSign = unordered ? 1 : sign;
  const value = SORT_VALUE[view.sort ?? 'lastModifiedTime'];
  return (a, b) => sign * compareValues(value(a), value(b)) || idSign * compareText(a.id, b.id);
}

/** The gates of the view, in its order. */
export function applyGateListView<T extends ListedGate>(gates: readonly T[], view: GateListView): T[] {
  return gates.filter((gate) => matchesGateListView(gate, view)).sort(compareForGateListView(view));
}

export type GateStatusCounts = Partial<Record<(typeof GATE_STATUSES)[number], number>>;

/**
 * `pagination.statusCounts` of `GET /gates?counts=status`, as the console reads it: undefined (no counts shown) unless
 * every key is a known status and every value a number. Checked without zod: the Gates page reads it for its first view.
 */
export function readGateStatusCounts(value: unknown): GateStatusCounts | undefined {
  if (!isRecord(value)) return undefined;
  const known = (key: string): key is (typeof GATE_STATUSES)[number] => GATE_STATUSES.some((status) => status === key);
  const valid = Object.entries(value).every(([key, count]) => known(key) && Number.isFinite(count));
  return valid ? value : undefined;
}

/** How many gates have each status (a status no gate has is 0). */
export function countGateStatuses(gates: readonly Pick<Gate, 'status'>[]): GateStatusCounts {
  const counts: GateStatusCounts = Object.fromEntries(GATE_STATUSES.map((status) => [status, 0]));
  for (const gate of gates) {
    const status = GATE_STATUSES.find((known) => known === gate.status);
    if (status !== undefined) counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

import { itemKey, PALETTE_KINDS, type PaletteItem, type PaletteKind } from './paletteItem';

// How well one query word matches a field; the best field counts. Name beats id beats description.
const SCORES = {
  exact: 100,
  prefix: 80,
  wordPrefix: 60,
  substring: 40,
  initials: 30,
} as const;
const FIELD_WEIGHTS = { label: 1, id: 0.95, keywords: 0.7, description: 0.5 } as const;

/** Lower case, accents dropped, so "cafe" finds "café_visit". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Words of a name or id: split at spaces, punctuation and snake/kebab/camel case boundaries. */
function wordsOf(text: string): string[] {
  return normalize(text.replace(/([a-z])([A-Z])/g, '$1 $2'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function fieldScore(word: string, field: string): number {
  const text = normalize(field);
  if (text === '' || word === '') return 0;
  if (text === word) return SCORES.exact;
  if (text.startsWith(word)) return SCORES.prefix;
  const words = wordsOf(field);
  if (words.some((part) => part.startsWith(word))) return SCORES.wordPrefix;
  if (text.includes(word)) return SCORES.substring;
  // "ocf" finds "one-page checkout flow": the first letters of its words.
  if (
    word.length >= 2 &&
    words
      .map((part) => part[0] ?? '')
      .join('')
      .startsWith(word)
  )
    return SCORES.initials;
  return 0;
}

function wordScore(word: string, item: PaletteItem): number {
  const fields: [string, number][] = [
    [item.label, FIELD_WEIGHTS.label],
    [item.id, FIELD_WEIGHTS.id],
    [item.description ?? '', FIELD_WEIGHTS.description],
    ...(item.keywords ?? []).map((keyword): [string, number] => [keyword, FIELD_WEIGHTS.keywords]),
  ];
  return Math.max(0, ...fields.map(([field, weight]) => fieldScore(word, field) * weight));
}

/**
 * How well `item` answers `query`, higher is better; 0 when it does not match. The whole query is tried first (so
 * an exact name wins); otherwise every word of the query must match some field, and the weakest word counts.
 */
export function scoreItem(query: string, item: PaletteItem): number {
  const whole = normalize(query);
  if (whole === '') return 1;
  const wholeScore = wordScore(whole, item);
  const words = whole.split(/\s+/);
  if (words.length === 1) return wholeScore;
  const each = words.map((word) => wordScore(word, item));
  const weakest = Math.min(...each);
  return Math.max(wholeScore, weakest === 0 ? 0 : weakest * 0.9);
}

/** One group of results of a kind, best first. */
export interface RankedGroup {
  kind: PaletteKind;
  items: PaletteItem[];
  /** The score of the best item, by which groups are ordered. */
  best: number;
}

/**
 * The items that match `query`, grouped by kind: each group best first (ties keep the sources' order), at most
 * `perGroup` items, and the groups ordered by their best item (ties in the kinds' fixed order). Duplicates (the same
 * gate from the server list and the recent ids) appear once.
 */
export function rankPaletteItems(query: string, items: readonly PaletteItem[], perGroup = 6): RankedGroup[] {
  const seen = new Set<string>();
  const byKind = new Map<PaletteKind, { item: PaletteItem; score: number; order: number }[]>();
  items.forEach((item, order) => {
    const key = itemKey(item) + (item.direct === true ? ':direct' : '');
    if (seen.has(key)) return;
    seen.add(key);
    const score = scoreItem(query, item);
    if (score <= 0) return;
    const list = byKind.get(item.kind) ?? [];
    list.push({ item, score, order });
    byKind.set(item.kind, list);
  });
  const groups: RankedGroup[] = [];
  for (const kind of PALETTE_KINDS) {
    const list = byKind.get(kind);
    if (!list) continue;
    list.sort((a, b) => b.score - a.score || a.order - b.order);
    groups.push({ kind, items: list.slice(0, perGroup).map((entry) => entry.item), best: list[0]?.score ?? 0 });
  }
  // Array.prototype.sort is stable, so groups that rank alike stay in PALETTE_KINDS order.
  return groups.sort((a, b) => b.best - a.best);
}

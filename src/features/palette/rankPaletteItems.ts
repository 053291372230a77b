import { matchSorter, rankings, type KeyOption } from 'match-sorter';
import { itemKey, PALETTE_KINDS, type PaletteItem, type PaletteKind } from './paletteItem';

// match-sorter finds word starts after spaces and hyphens only, so snake and camel case ids are spaced out too.
const spacedWords = (text: string) => text.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[^\p{L}\p{N}]+/gu, ' ');

// Name before id before keywords and description; the first letters of a name's words ("opc") find it too.
const KEYS: KeyOption<PaletteItem>[] = [
  { key: (item) => [item.label, spacedWords(item.label)], threshold: rankings.ACRONYM },
  { key: (item) => [item.id, spacedWords(item.id)], threshold: rankings.ACRONYM },
  { key: (item) => [...(item.keywords ?? [])], maxRanking: rankings.WORD_STARTS_WITH },
  { key: (item) => item.description ?? '', maxRanking: rankings.WORD_STARTS_WITH },
];

interface RankedItem {
  item: PaletteItem;
  rank: number;
  /** The item's place in the sources' order, which breaks ties. */
  index: number;
}

function rankedBy(query: string, items: readonly PaletteItem[]): Map<number, number> {
  const ranks = new Map<number, number>();
  matchSorter(items, query, {
    keys: KEYS,
    threshold: rankings.CONTAINS,
    // The sorter is the one place match-sorter hands out its ranks; the order is settled by the caller.
    sorter: (matches) => {
      for (const match of matches) ranks.set(match.index, match.rank);
      return matches;
    },
  });
  return ranks;
}

/**
 * The items that answer `query` with their match-sorter rank. The whole query is tried first (so an exact name
 * wins); otherwise every word of the query must match some field, and the weakest word counts, a little lower.
 */
function rankItems(query: string, items: readonly PaletteItem[]): RankedItem[] {
  const whole = query.trim();
  if (whole === '') return items.map((item, index) => ({ item, rank: 1, index }));
  const wholeRanks = rankedBy(whole, items);
  const words = whole.split(/\s+/);
  const wordRanks = words.length > 1 ? words.map((word) => rankedBy(word, items)) : [];
  return items.flatMap((item, index) => {
    const weakest = wordRanks.length > 0 ? Math.min(...wordRanks.map((ranks) => ranks.get(index) ?? 0)) : 0;
    const rank = Math.max(wholeRanks.get(index) ?? 0, weakest * 0.9);
    return rank > 0 ? [{ item, rank, index }] : [];
  });
}

/** How well `item` answers `query`, higher is better; 0 when it does not match. */
export function scoreItem(query: string, item: PaletteItem): number {
  return rankItems(query, [item])[0]?.rank ?? 0;
}

/** One group of results of a kind, best first. */
export interface RankedGroup {
  kind: PaletteKind;
  items: PaletteItem[];
  /** The rank of the best item, by which groups are ordered. */
  best: number;
}

/**
 * The items that match `query`, grouped by kind: each group best first (ties keep the sources' order), at most
 * `perGroup` items, and the groups ordered by their best item (ties in the kinds' fixed order). Duplicates (the same
 * gate from the server list and the recent ids) appear once.
 */
export function rankPaletteItems(query: string, items: readonly PaletteItem[], perGroup = 6): RankedGroup[] {
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const key = itemKey(item) + (item.direct === true ? ':direct' : '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const ranked = rankItems(query, unique).sort((a, b) => b.rank - a.rank || a.index - b.index);
  const groups: RankedGroup[] = [];
  for (const kind of PALETTE_KINDS) {
    const ofKind = ranked.filter((entry) => entry.item.kind === kind);
    const first = ofKind[0];
    if (!first) continue;
    groups.push({ kind, items: ofKind.slice(0, perGroup).map((entry) => entry.item), best: first.rank });
  }
  // Array.prototype.sort is stable, so groups that rank alike stay in PALETTE_KINDS order.
  return groups.sort((a, b) => b.best - a.best);
}

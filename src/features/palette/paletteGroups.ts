import { KIND_GROUPS, type PaletteItem } from './paletteItem';
import { rankPaletteItems } from './rankPaletteItems';

/** A heading and the results under it, as the palette lists them. */
export interface PaletteGroup {
  label: string;
  items: PaletteItem[];
}

/**
 * What the palette lists: before anything is typed, the recent picks, then pages and actions; once typing, every
 * source's matches ranked and grouped by kind.
 */
export function paletteGroups(
  query: string,
  recordItems: readonly PaletteItem[],
  fixedItems: readonly PaletteItem[],
  recent: readonly PaletteItem[],
): PaletteGroup[] {
  if (query.trim() === '') {
    const fixed = rankPaletteItems('', fixedItems, Number.POSITIVE_INFINITY).map((group) => ({
      label: KIND_GROUPS[group.kind],
      items: group.items,
    }));
    return recent.length === 0 ? fixed : [{ label: 'Recent', items: [...recent] }, ...fixed];
  }
  return rankPaletteItems(query, [...recordItems, ...fixedItems]).map((group) => ({
    label: KIND_GROUPS[group.kind],
    items: group.items,
  }));
}

import type { PaletteItem, PaletteKind } from './paletteItem';

/** What one source answered: its items, and a one-line note when it is loading, failed or fell back. */
export interface SourceAnswer {
  kind: PaletteKind;
  items: PaletteItem[];
  state: 'ready' | 'loading' | 'failed' | 'fallback';
  /** For 'failed': the server's message. */
  message?: string;
}

/** Ids from the recent list that the query finds, as items of `kind` (the ranking filters them further). */
export function recentItems(kind: PaletteKind, ids: readonly string[]): PaletteItem[] {
  return ids.map((id) => ({ kind, id, label: id, description: 'Opened recently on this device' }));
}

/** "Open <kind> <typed id>", unless the typed text is empty or already one of the items. */
export function directItem(
  kind: PaletteKind,
  noun: string,
  query: string,
  items: readonly PaletteItem[],
): PaletteItem[] {
  const id = query.trim();
  if (id === '' || items.some((item) => item.id === id)) return [];
  return [
    {
      kind,
      id,
      label: `Open ${noun} ${id}`,
      description: `No list to check against: opens the ${noun} page for this exact id`,
      direct: true,
    },
  ];
}

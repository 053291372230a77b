import type { LoadedEvent } from './joinEventPages';

/** A row of the virtualized events table: an event, or the metadata panel under an expanded event. */
export type EventRowItem =
  { kind: 'event'; loaded: LoadedEvent; expanded: boolean } | { kind: 'metadata'; loaded: LoadedEvent };

/** The table's rows in order: each event, followed by its metadata panel when it is expanded. */
export function eventRowItems(events: readonly LoadedEvent[], expanded: ReadonlySet<string>): EventRowItem[] {
  const items: EventRowItem[] = [];
  for (const loaded of events) {
    const isExpanded = expanded.has(loaded.key);
    items.push({ kind: 'event', loaded, expanded: isExpanded });
    if (isExpanded) items.push({ kind: 'metadata', loaded });
  }
  return items;
}

/** The row's key for React and the virtualizer: the panel's differs from its event's. */
export function eventRowItemKey(item: EventRowItem): string {
  return item.kind === 'event' ? item.loaded.key : `${item.loaded.key}:metadata`;
}

/** Heights a row and a metadata panel are estimated at, until the rendered row is measured. */
const ROW_HEIGHT = 41;
const PANEL_HEIGHT = 120;

export function estimatedHeight(item: EventRowItem | undefined): number {
  return item?.kind === 'metadata' ? PANEL_HEIGHT : ROW_HEIGHT;
}

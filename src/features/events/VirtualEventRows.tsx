import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import table from '../../ui/pagedTable.module.css';
import { EventItemRow, SpacerRow } from './EventItemRow';
import { EVENT_COLUMNS } from './EventRow';
import { estimatedHeight, eventRowItemKey, type EventRowItem } from './eventRowItems';

interface VirtualEventRowsProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  items: readonly EventRowItem[];
  onToggle: (key: string) => void;
}

/**
 * The table's body, virtualized: only the rows in view (and a few around them) are in the page, so thousands of
 * events scroll smoothly. Loaded after the first rows have painted (see EventRowsTable).
 */
export function VirtualEventRows({ scrollRef, items, onToggle }: VirtualEventRowsProps) {
  // The virtualizer returns functions React Compiler cannot memoize; this component opts out of nothing else.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is the documented way to virtualize.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    // Mounted by a scroll as often as on idle: start from where the box already is. The default (0) rendered the
    // top rows, and scrolled the box back there, for a reader who had jumped down before this body loaded.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
    estimateSize: (index) => estimatedHeight(items[index]),
    getItemKey: (index) => {
      const item = items[index];
      return item ? eventRowItemKey(item) : index;
    },
    overscan: 6,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]?.end ?? 0);

  return (
    <tbody className={table.hoverBody}>
      {paddingTop > 0 && <SpacerRow height={paddingTop} columns={EVENT_COLUMNS.length} />}
      {virtualRows.map((virtualRow) => {
        const item = items[virtualRow.index];
        return item ? (
          <EventItemRow
            key={virtualRow.key}
            item={item}
            index={virtualRow.index}
            rowRef={virtualizer.measureElement}
            onToggle={onToggle}
          />
        ) : null;
      })}
      {paddingBottom > 0 && <SpacerRow height={paddingBottom} columns={EVENT_COLUMNS.length} />}
    </tbody>
  );
}

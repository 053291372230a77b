import { useCallback, useMemo, useRef, useState } from 'react';
import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import classes from '../../ui/visuallyHidden.module.css';
import { EVENT_COLUMNS, EventRow, MetadataRow } from './EventRow';
import { eventRowItemKey, eventRowItems } from './eventRowItems';
import { localZoneName } from './eventTimestamp';
import type { LoadedEvent } from './useEventPages';

const ROW_HEIGHT = 41;
const PANEL_HEIGHT = 120;

interface EventRowsTableProps {
  caption: string;
  events: readonly LoadedEvent[];
}

/**
 * The loaded events as a table whose rows are virtualized: only the rows in view (and a few around them) are in
 * the page, so thousands of events scroll smoothly. A row expands to its full metadata.
 */
export function EventRowsTable({ caption, events }: EventRowsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // Rows show local time; the heading names the zone (the tooltip of each time has its exact offset).
  const [timeHeader] = useState(() => `Time (${localZoneName()})`);
  // Scrolling re-renders this component every frame: the row list is rebuilt only when events or expansions change.
  const items = useMemo(() => eventRowItems(events, expanded), [events, expanded]);
  // The virtualizer returns functions React Compiler cannot memoize; this component opts out of nothing else.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is the documented way to virtualize.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (items[index]?.kind === 'metadata' ? PANEL_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => {
      const item = items[index];
      return item ? eventRowItemKey(item) : index;
    },
    overscan: 6,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]?.end ?? 0);

  const toggle = useCallback((key: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${caption}, scrollable`}
      style={{ maxHeight: '70vh', overflow: 'auto', overflowAnchor: 'none' }}
    >
      <Table highlightOnHover stickyHeader layout="fixed" miw={900} aria-rowcount={items.length + 1}>
        <Table.Caption className={classes.hidden}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {EVENT_COLUMNS.map((column) => (
              <Table.Th key={column.header} scope="col" w={column.width}>
                {'hidden' in column ? (
                  <span className={classes.hidden}>{column.header}</span>
                ) : column.header === 'Time' ? (
                  timeHeader
                ) : (
                  column.header
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paddingTop > 0 && <SpacerRow height={paddingTop} />}
          {virtualRows.map((virtualRow) => {
            const item = items[virtualRow.index];
            if (!item) return null;
            const rowProps = {
              loaded: item.loaded,
              index: virtualRow.index,
              rowRef: virtualizer.measureElement,
              ariaRowIndex: virtualRow.index + 2,
            };
            return item.kind === 'event' ? (
              <EventRow key={virtualRow.key} {...rowProps} expanded={item.expanded} onToggle={toggle} />
            ) : (
              <MetadataRow key={virtualRow.key} {...rowProps} />
            );
          })}
          {paddingBottom > 0 && <SpacerRow height={paddingBottom} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Stands in for the rows out of view so the scrollbar has the height of the whole list. */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={EVENT_COLUMNS.length} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

import { lazy, Suspense, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import table from '../../ui/pagedTable.module.css';
import classes from '../../ui/visuallyHidden.module.css';
import { usePainted } from '../../ui/afterNextPaint';
import { loadOnce } from '../../ui/loadOnce';
import { useFetchedWhenIdle } from '../../ui/useFetchedWhenIdle';
import { useIdle } from '../../ui/useIdle';
import { EventItemRow, SpacerRow } from './EventItemRow';
import { EVENT_COLUMNS } from './EventRow';
import { estimatedHeight, eventRowItemKey, eventRowItems, type EventRowItem } from './eventRowItems';
import { localZoneName } from './eventTimestamp';
import type { LoadedEvent } from './joinEventPages';
import { rowsOnScreen } from './rowsOnScreen';

// The virtualizer (TanStack Virtual) is not needed to paint the first screen of rows: its code is fetched once they
// have painted and the browser is idle, so a later "Load more" does not wait on it.
const virtualRows = loadOnce(() => import('./VirtualEventRows'));
const VirtualEventRows = lazy(() => virtualRows.load().then((module) => ({ default: module.VirtualEventRows })));

/**
 * Rows rendered as they are, before (or instead of) the virtualizer: more than a 70vh box shows on a tall screen. A
 * list no longer than this is never virtualized, since all of it is drawn already.
 */
const FIRST_ROWS = 30;

interface EventRowsTableProps {
  caption: string;
  events: readonly LoadedEvent[];
}

/**
 * The loaded events as a table in a scrolling box. Its first rows paint as plain rows; once the browser is idle
 * (or the box is scrolled) the body becomes virtualized, so thousands of events scroll smoothly. A row expands to
 * its full metadata.
 */
export function EventRowsTable({ caption, events }: EventRowsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const idle = useIdle();
  const [scrolled, setScrolled] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // Rows show local time; the heading names the zone (the tooltip of each time has its exact offset). Its short name
  // takes Intl, whose first use loads ICU's locale data (16-48 ms in a cold renderer), so the name is added once the
  // page is idle; the column's width is fixed and the name fits on the heading's one line, so nothing moves.
  const zoneName = useMemo(() => (idle ? localZoneName() : undefined), [idle]);
  const timeHeader = zoneName === undefined ? 'Time' : `Time (${zoneName})`;
  // Scrolling re-renders the body every frame: the row list is rebuilt only when events or expansions change.
  const items = useMemo(() => eventRowItems(events, expanded), [events, expanded]);

  // The virtualized body takes over once the list is longer than the first rows, when the page is idle or the box is
  // scrolled. Deferred, so the first rows stay in place while its code arrives: a Suspense fallback would be a second
  // copy of them, mounted and laid out again. (A 20-event page's rows used to be drawn three times.)
  const virtual = useDeferredValue(items.length > FIRST_ROWS && (idle || scrolled));
  useFetchedWhenIdle(virtualRows);

  const toggle = useCallback((key: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  const firstRows = <FirstEventRows items={items} onToggle={toggle} />;
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${caption}, scrollable`}
      style={{ maxHeight: '70vh', overflow: 'auto', overflowAnchor: 'none' }}
      onScroll={
        scrolled
          ? undefined
          : () => {
              setScrolled(true);
            }
      }
    >
      <table
        className={`${table.table} ${table.stickyHead}`}
        style={{ tableLayout: 'fixed', minWidth: 900 }}
        aria-rowcount={items.length + 1}
      >
        <caption className={classes.hidden}>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {EVENT_COLUMNS.map((column) => (
              <th key={column.header} scope="col" style={{ width: column.width }}>
                {'hidden' in column ? (
                  <span className={classes.hidden}>{column.header}</span>
                ) : column.header === 'Time' ? (
                  timeHeader
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <Suspense fallback={firstRows}>
          {virtual ? <VirtualEventRows scrollRef={scrollRef} items={items} onToggle={toggle} /> : firstRows}
        </Suspense>
      </table>
    </div>
  );
}

/**
 * The first rows as they are, and one row holding the estimated height of the rest so the scrollbar is right. The
 * first paint has only the rows that reach into the screen (the table starts low on the page: 4 of 20 at 1280×800);
 * the others follow in the task after it, into the spacer's height, so nothing on screen moves.
 */
function FirstEventRows({ items, onToggle }: { items: readonly EventRowItem[]; onToggle: (key: string) => void }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const painted = usePainted();
  const [onScreen, setOnScreen] = useState(0);
  // Measured before the browser paints: a state set in a layout effect renders again before that paint.
  useLayoutEffect(() => {
    if (painted) return;
    const top = bodyRef.current?.getBoundingClientRect().top ?? 0;
    setOnScreen(rowsOnScreen(items, top, window.innerHeight));
  }, [items, painted]);
  const count = painted ? FIRST_ROWS : Math.min(onScreen, FIRST_ROWS);
  const shown = items.slice(0, count);
  const rest = items.slice(count).reduce((height, item) => height + estimatedHeight(item), 0);
  return (
    <tbody ref={bodyRef} className={table.hoverBody}>
      {shown.map((item, index) => (
        <EventItemRow key={eventRowItemKey(item)} item={item} index={index} onToggle={onToggle} />
      ))}
      {rest > 0 && <SpacerRow height={rest} columns={EVENT_COLUMNS.length} />}
    </tbody>
  );
}

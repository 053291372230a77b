import type { Ref } from 'react';
import { MetadataRow } from './EventMetadataRow';
import { EventRow } from './EventRow';
import type { EventRowItem } from './eventRowItems';

interface EventItemRowProps {
  item: EventRowItem;
  /** The item's place in the whole list (0-based); the header row is row 1 for assistive technology. */
  index: number;
  rowRef?: Ref<HTMLTableRowElement>;
  onToggle: (key: string) => void;
}

/** An event's row or, under an expanded event, its metadata panel. */
export function EventItemRow({ item, index, rowRef, onToggle }: EventItemRowProps) {
  const rowProps = { loaded: item.loaded, index, rowRef, ariaRowIndex: index + 2 };
  return item.kind === 'event' ? (
    <EventRow {...rowProps} expanded={item.expanded} onToggle={onToggle} />
  ) : (
    <MetadataRow {...rowProps} />
  );
}

/** Stands in for the rows out of view so the scrollbar has the height of the whole list. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

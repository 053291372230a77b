import { memo, type Ref } from 'react';
import { IconCheck, IconChevronDown, IconChevronRight, IconCopy } from '@tabler/icons-react';
import { eventAsJson } from './eventJson';
import { EventTime } from './EventTime';
import { metadataPreview } from './metadataPreview';
import { RowIconButton } from './RowIconButton';
import { RowText } from './RowText';
import { useCopied } from '../../ui/useCopied';
import type { LoadedEvent } from './joinEventPages';

/** Columns of the events table, in order; the metadata panel spans them all. */
export const EVENT_COLUMNS = [
  { header: 'Details', width: 56, hidden: true },
  { header: 'Time', width: 170 },
  { header: 'User ID', width: 120 },
  { header: 'Value', width: 160 },
  { header: 'Source', width: 90 },
  { header: 'Metadata', width: undefined },
  { header: 'Copy', width: 56, hidden: true },
] as const;

export interface RowProps {
  loaded: LoadedEvent;
  /** The virtualizer's index and measuring ref (it measures each row's real height); none before it has loaded. */
  index: number;
  rowRef?: Ref<HTMLTableRowElement>;
  ariaRowIndex: number;
}

export const panelId = (key: string) => `event-metadata-${key.replace(':', '-')}`;
/** How long the button says Copied. */
const COPIED_FOR_MS = 1500;
const dash = (text: string | undefined) => (text === undefined || text === '' ? '—' : text);

// Plain table elements in the look of ui/pagedTable.module.css: Mantine's Table would bring its ScrollArea and
// floating-ui into the page's first view.

/**
 * One event: time, user, value, source, a metadata preview, and buttons to expand it and copy it as JSON.
 * Memoized: a scroll frame re-renders only the rows that enter the view.
 */
export const EventRow = memo(function EventRow({
  loaded,
  index,
  rowRef,
  ariaRowIndex,
  expanded,
  onToggle,
}: RowProps & { expanded: boolean; onToggle: (key: string) => void }) {
  const { event, key } = loaded;
  // Not Mantine's useClipboard: three hooks and an effect in each of the first rows' render.
  const { copied, copy } = useCopied(COPIED_FOR_MS);
  const preview = metadataPreview(event.metadata);
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <tr ref={rowRef} data-index={index} aria-rowindex={ariaRowIndex}>
      <td>
        <RowIconButton
          color="gray"
          label={expanded ? 'Hide metadata' : 'Show metadata'}
          expanded={expanded}
          controls={expanded ? panelId(key) : undefined}
          onClick={() => {
            onToggle(key);
          }}
        >
          <Chevron size={16} aria-hidden />
        </RowIconButton>
      </td>
      <td>
        <EventTime timestamp={event.timestamp} />
      </td>
      <td>
        <RowText title={event.userID}>{dash(event.userID)}</RowText>
      </td>
      <td>
        <RowText title={event.value}>{dash(event.value)}</RowText>
      </td>
      <td>
        <RowText>{dash(event.source)}</RowText>
      </td>
      <td>
        <RowText title={preview} monospace>
          {preview === '' ? '—' : preview}
        </RowText>
      </td>
      <td>
        {/* A title, not a Tooltip: a floating tooltip per row costs frames while thousands of rows scroll. */}
        <RowIconButton
          color={copied ? 'teal' : 'gray'}
          label={copied ? 'Copied event as JSON' : 'Copy event as JSON'}
          title={copied ? 'Copied' : 'Copy as JSON'}
          onClick={() => {
            // The JSON is written when the button is pressed, not for every row the table renders.
            copy(eventAsJson(event));
          }}
        >
          {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        </RowIconButton>
      </td>
    </tr>
  );
});

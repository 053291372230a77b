import { Text } from '@mantine/core';
import type { PulseLoad } from '../../contract/experiment';
import type { PagedTableColumn } from '../../ui/PagedTable';
import { RelativeTime } from '../../ui/RelativeTime';
import { loadDurationText } from './loadDuration';
import { loadState } from './loadStates';
import { LoadStateBadge } from './LoadStateBadge';

const dash = (value: string | undefined) => value ?? '—';

// A date stamp broken at its hyphen reads as two values.
const stamp = (value: string | undefined) => <span style={{ whiteSpace: 'nowrap' }}>{dash(value)}</span>;

/** The columns of the pulse load table, in the record's order with duration and state last. */
export const pulseLoadColumns: PagedTableColumn<PulseLoad>[] = [
  { header: 'Created', cell: (load) => <RelativeTime millis={load.createdTime} /> },
  { header: 'Start date', cell: (load) => stamp(load.startDs) },
  { header: 'End date', cell: (load) => stamp(load.endDs) },
  { header: 'Reload type', cell: (load) => dash(load.reloadType) },
  { header: 'Turbo mode', cell: (load) => (load.turboMode === undefined ? '—' : load.turboMode ? 'Yes' : 'No') },
  {
    header: 'DAG id',
    cell: (load) => (
      <Text size="sm" ff="monospace">
        {dash(load.dagID)}
      </Text>
    ),
    code: true,
  },
  { header: 'Creator', cell: (load) => dash(load.creatorName) },
  { header: 'Finished', cell: (load) => <RelativeTime millis={load.finishedTime} /> },
  { header: 'Duration', cell: (load) => loadDurationText(load) },
  { header: 'State', cell: (load) => <LoadStateBadge state={loadState(load)} /> },
];

/** Rows have no id: creation time and DAG together tell the loads of one experiment apart. */
export function pulseLoadKey(load: PulseLoad): string {
  return `${String(load.createdTime)}:${load.dagID ?? ''}`;
}

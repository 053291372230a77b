import { Text } from '@mantine/core';
import { StateBadge } from '../../ui/StateBadge';
import type { Autotune } from '../../contract/autotune';
import { AnchorLink } from '../../ui/AnchorLink';
import type { PagedTableColumn } from '../../ui/PagedTable';
import { RelativeTime } from '../../ui/RelativeTime';
import { attributionWindowUnitOf } from './autotuneSettings';
import { windowWords } from './settingOptions';
import { winnerText } from './winnerText';

/** The started flag as a badge: started autotunes are the ones moving traffic. */
export function StartedBadge({ isStarted }: { isStarted: boolean | undefined }) {
  return (
    <StateBadge color={isStarted === true ? 'green' : 'gray'}>
      {isStarted === true ? 'Started' : 'Not started'}
    </StateBadge>
  );
}

/** The success event, opening it in the event explorer. */
export function SuccessEventLink({ eventName }: { eventName: string | undefined }) {
  if (eventName === undefined || eventName === '') return <>—</>;
  return (
    <AnchorLink to="/events/$eventName" params={{ eventName }} style={{ overflowWrap: 'anywhere' }}>
      {eventName}
    </AnchorLink>
  );
}

/** A window as a duration only, to keep the column narrow; the detail page shows the raw value too. */
function windowShort(value: string | undefined, unit?: string): string {
  return value === undefined ? '—' : windowWords(value, unit);
}

/** Columns of the autotunes table; the name opens the autotune. */
export const AUTOTUNE_COLUMNS: PagedTableColumn<Autotune>[] = [
  {
    header: 'Name',
    cell: (autotune) => (
      <AnchorLink to="/autotunes/$autotuneId" params={{ autotuneId: autotune.id }}>
        {autotune.name ?? autotune.id}
      </AnchorLink>
    ),
    code: true,
  },
  { header: 'ID type', cell: (autotune) => autotune.idType ?? '—' },
  { header: 'Success event', cell: (autotune) => <SuccessEventLink eventName={autotune.successEvent} />, code: true },
  {
    header: 'Windows',
    cell: (autotune) => (
      <Text size="sm">
        Exploration {windowShort(autotune.explorationWindow)}
        <br />
        Attribution {windowShort(autotune.attributionWindow, attributionWindowUnitOf(autotune))}
      </Text>
    ),
  },
  { header: 'Winner threshold', cell: (autotune) => autotune.winnerThreshold ?? '—' },
  { header: 'Status', cell: (autotune) => <StartedBadge isStarted={autotune.isStarted} /> },
  {
    header: 'Winner',
    cell: (autotune) => {
      const winner = winnerText(autotune.winner);
      return (
        winner ?? (
          <Text span size="sm" c="dimmed">
            No winner yet
          </Text>
        )
      );
    },
  },
  { header: 'Variants', cell: (autotune) => autotune.variants.length },
  {
    header: 'Created',
    cell: (autotune) => (
      <Text size="sm">
        {autotune.creatorName ?? 'Unknown'}
        <br />
        <RelativeTime millis={autotune.createdTime} />
      </Text>
    ),
  },
];

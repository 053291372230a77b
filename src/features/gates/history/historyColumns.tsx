import { Stack, Text } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { AnchorLink } from '../../../ui/AnchorLink';
import type { PagedTableColumn } from '../../../ui/PagedTable';
import { PersonText } from '../../../ui/PersonText';
import { RelativeTime } from '../../../ui/RelativeTime';
import { StateBadge } from '../../../ui/StateBadge';
import { timeText } from '../../../ui/timeText';
import { GateStatusBadge } from '../page/GateStatusBadge';
import { reviewStateLabel } from './reviewState';

/** A version of the timeline with what it changed against the one before it (undefined while that loads). */
export interface TimelineRow {
  gate: Gate;
  summary: string | undefined;
}

interface ColumnOptions {
  gateId: string;
  /** The version shown and the one it is compared with, badged in the timeline. */
  shown: number | undefined;
  against: number | undefined;
}

function VersionCell({ gate, gateId, shown, against }: ColumnOptions & { gate: Gate }) {
  const version = gate.version;
  if (version === undefined) return <>—</>;
  return (
    <Stack gap={0}>
      <AnchorLink
        to="/gates/$gateId/history"
        params={{ gateId }}
        search={(previous) => ({ ...previous, version, against: undefined, at: undefined })}
        aria-current={version === shown ? 'true' : undefined}
        fw={version === shown ? 700 : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {`Version ${String(version)}`}
      </AnchorLink>
      {version === shown && (
        <Text size="xs" fw={700}>
          Shown
        </Text>
      )}
      {version === against && (
        <Text size="xs" fw={700}>
          Compared with
        </Text>
      )}
    </Stack>
  );
}

function TimeCell({ millis }: { millis: number | undefined }) {
  return (
    <Stack gap={0}>
      <RelativeTime millis={millis} />
      <Text size="xs" c="dimmed">
        {timeText(millis)?.exact}
      </Text>
    </Stack>
  );
}

function ReviewCell({ review }: { review: Gate['activeReview'] }) {
  if (!review) return <>—</>;
  const state = reviewStateLabel(review.reviewStatus);
  return (
    <Stack gap={2} align="flex-start">
      <StateBadge color={state.color}>{state.label}</StateBadge>
      {review.description && <Text size="xs">{review.description}</Text>}
    </Stack>
  );
}

/** The timeline's columns: version, time, who, state, rules, review and what changed. */
export function historyColumns(options: ColumnOptions): PagedTableColumn<TimelineRow>[] {
  return [
    { header: 'Version', cell: ({ gate }) => <VersionCell gate={gate} {...options} /> },
    { header: 'Saved', cell: ({ gate }) => <TimeCell millis={gate.lastModifiedTime} /> },
    {
      header: 'Modified by',
      cell: ({ gate }) => <PersonText name={gate.lastModifierName} email={gate.lastModifierEmail} />,
    },
    { header: 'Status', cell: ({ gate }) => <GateStatusBadge status={gate.status} /> },
    {
      header: 'Enabled',
      cell: ({ gate }) => (
        <StateBadge color={gate.isEnabled === false ? 'gray' : 'green'}>
          {gate.isEnabled === false ? 'Off' : 'On'}
        </StateBadge>
      ),
    },
    { header: 'Rules', cell: ({ gate }) => String(gate.rules.length) },
    { header: 'Review', cell: ({ gate }) => <ReviewCell review={gate.activeReview} /> },
    {
      header: 'What changed',
      cell: ({ summary }) =>
        summary === undefined ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : (
          <Text size="sm">{summary}</Text>
        ),
    },
  ];
}

/** Versions have unique numbers; a record without one falls back to its time. */
export function timelineRowKey({ gate }: TimelineRow): string {
  return gate.version === undefined ? `t${String(gate.lastModifiedTime)}` : String(gate.version);
}

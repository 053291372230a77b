import { Group, Stack, Text } from '@mantine/core';
import type { GateRow } from '../../../contract/gateRow';
import { AnchorLink } from '../../../ui/AnchorLink';
import type { PagedTableColumn } from '../../../ui/PagedTable';
import { RelativeTime } from '../../../ui/RelativeTime';
import { TagBadge } from '../../../ui/TagBadge';
import { GateStatusBadge } from '../page/GateStatusBadge';
import { gateTypeText, staleReasonText } from './gateTypeText';
import type { GateSort } from './gatesSearch';
import { countText } from '../../../ui/countText';

// More tags than this make rows tall; the rest are counted, and the gate page lists them all.
const TAGS_SHOWN = 3;

export function GateCell({ gate }: { gate: GateRow }) {
  const name = gate.name?.trim() ? gate.name : gate.id;
  return (
    <Stack gap={0}>
      <AnchorLink to="/gates/$gateId" params={{ gateId: gate.id }} fw={600}>
        {name}
      </AnchorLink>
      {name !== gate.id && (
        <Text size="xs" c="dimmed" ff="monospace">
          {gate.id}
        </Text>
      )}
    </Stack>
  );
}

function TypeCell({ gate }: { gate: GateRow }) {
  const reason = staleReasonText(gate.typeReason);
  return (
    <Stack gap={0}>
      <Text size="sm">{gateTypeText(gate.type)}</Text>
      {reason && (
        <Text size="xs" c="dimmed">
          {reason}
        </Text>
      )}
    </Stack>
  );
}

function TagsCell({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <Text size="sm">—</Text>;
  const hidden = tags.length - TAGS_SHOWN;
  return (
    <Group gap={4}>
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <TagBadge key={tag}>{tag}</TagBadge>
      ))}
      {hidden > 0 && <Text size="xs" title={tags.slice(TAGS_SHOWN).join(', ')}>{`+${String(hidden)} more`}</Text>}
    </Group>
  );
}

function ModifiedCell({ gate }: { gate: GateRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm">
        <RelativeTime millis={gate.lastModifiedTime} />
      </Text>
      {gate.lastModifierName && (
        <Text size="xs" c="dimmed">
          {`by ${gate.lastModifierName}`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The Gates table: name and id (the link to the gate), status, type, tags, rule count, checks per hour, last change.
 * Name, checks and last change headers ask the server for that order.
 */
export const gateColumns: PagedTableColumn<GateRow, GateSort>[] = [
  { header: 'Gate', sortKey: 'name', cell: (gate) => <GateCell gate={gate} /> },
  { header: 'Status', cell: (gate) => <GateStatusBadge status={gate.status} /> },
  { header: 'Type', cell: (gate) => <TypeCell gate={gate} /> },
  { header: 'Tags', cell: (gate) => <TagsCell tags={gate.tags} /> },
  { header: 'Rules', cell: (gate) => String(gate.rules.length) },
  {
    header: 'Checks per hour',
    sortKey: 'checksPerHour',
    cell: (gate) => (gate.checksPerHour === undefined ? '—' : countText(gate.checksPerHour)),
  },
  { header: 'Last modified', sortKey: 'lastModifiedTime', cell: (gate) => <ModifiedCell gate={gate} /> },
];

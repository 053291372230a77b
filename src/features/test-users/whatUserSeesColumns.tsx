import { Badge, Group, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../ui/AnchorLink';
import type { PagedTableColumn } from '../../ui/PagedTable';
import type { WhatUserSeesRow } from './whatUserSeesRows';

const RESULT_BADGES = {
  pass: { color: 'green', text: 'Passes' },
  fail: { color: 'gray', text: 'Fails' },
  unknown: { color: 'yellow', text: 'Unknown' },
} as const;

/** The entity page's search that opens its Test a user panel with this saved user picked. */
function testPanelSearch(savedUserId: string) {
  return { test: '1' as const, testUser: savedUserId };
}

function EntityCell({ row, savedUserId }: { row: WhatUserSeesRow; savedUserId: string }) {
  const search = testPanelSearch(savedUserId);
  const label = `${row.name} (test this user)`;
  return (
    <Stack gap={0}>
      {row.kind === 'gate' ? (
        <AnchorLink to="/gates/$gateId" params={{ gateId: row.id }} search={search} fw={600} aria-label={label}>
          {row.name}
        </AnchorLink>
      ) : (
        <AnchorLink
          to="/dynamic-configs/$configId"
          params={{ configId: row.id }}
          search={{ ...search, q: undefined }}
          fw={600}
          aria-label={label}
        >
          {row.name}
        </AnchorLink>
      )}
      {row.name !== row.id && (
        <Text size="xs" c="dimmed" ff="monospace">
          {row.id}
        </Text>
      )}
    </Stack>
  );
}

function ResultCell({ row }: { row: WhatUserSeesRow }) {
  const badge = RESULT_BADGES[row.result];
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={badge.color} variant="light">
        {badge.text}
      </Badge>
      {row.estimate && (
        <Badge color="orange" variant="outline" title="The console's estimate: this server buckets its own way">
          Estimate
        </Badge>
      )}
    </Group>
  );
}

/** The page's columns; each entity links to its page with the Test a user panel open for this saved user. */
export function whatUserSeesColumns(savedUserId: string): PagedTableColumn<WhatUserSeesRow>[] {
  return [
    { header: 'Entity', cell: (row) => <EntityCell row={row} savedUserId={savedUserId} /> },
    { header: 'Kind', cell: (row) => (row.kind === 'gate' ? 'Gate' : 'Dynamic config') },
    { header: 'Result', cell: (row) => <ResultCell row={row} /> },
    { header: 'Deciding rule', cell: (row) => row.decidingRule ?? '—' },
    {
      header: 'Why',
      cell: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.why}
        </Text>
      ),
    },
  ];
}

import { Group, Stack, Text } from '@mantine/core';
import type { GateRow } from '../../../contract/gateRow';
import type { PagedTableColumn } from '../../../ui/PagedTable';
import { RelativeTime } from '../../../ui/RelativeTime';
import { GateStatusBadge } from '../page/GateStatusBadge';
import { GateCell } from './gateColumns';
import { gateTypeText } from './gateTypeText';
import type { GateSort } from './gatesSearch';

/** The facts of the wide table's other columns on one wrapping line: status, type, rules, last change. */
function GateFacts({ gate }: { gate: GateRow }) {
  const rules = gate.rules.length;
  return (
    <Group gap={6} wrap="wrap" mt={4}>
      <GateStatusBadge status={gate.status} />
      <Text size="xs" c="dimmed">
        {`${gateTypeText(gate.type)} · ${String(rules)} rule${rules === 1 ? '' : 's'} · changed `}
        <RelativeTime millis={gate.lastModifiedTime} />
      </Text>
    </Group>
  );
}

/**
 * The Gates list on a phone: one column, each gate a short stacked row. Six columns side by side left a 390 px
 * screen showing only Gate and Status, each row over 120 px tall.
 */
export const phoneGateColumns: PagedTableColumn<GateRow, GateSort>[] = [
  {
    header: 'Gate',
    cell: (gate) => (
      <Stack gap={0}>
        <GateCell gate={gate} />
        <GateFacts gate={gate} />
      </Stack>
    ),
  },
];

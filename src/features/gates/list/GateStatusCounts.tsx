import { Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { GATE_STATUSES } from '../../../contract/enums';
import type { GateStatusCounts as Counts } from '../../../contract/gateListView';
import { AnchorLink } from '../../../ui/AnchorLink';
import { countText } from '../../../ui/countText';

/**
 * The number of gates per status under the other filters ("In Progress 41 · Launched 6 · …"), each a link that
 * picks that status; the chosen one is marked as the current view.
 */
export function GateStatusCounts({ counts, status }: { counts: Counts; status: string | undefined }) {
  return (
    <Group gap={6} component="nav" aria-label="Gates per status">
      {GATE_STATUSES.map((name, index) => (
        <Fragment key={name}>
          {index > 0 && (
            <Text span c="dimmed" aria-hidden>
              ·
            </Text>
          )}
          <AnchorLink
            from="/gates/"
            to="/gates"
            search={(previous) => ({ ...previous, status: name, page: undefined })}
            aria-current={status === name ? 'page' : undefined}
            fw={status === name ? 700 : undefined}
            size="sm"
          >
            {name} {countText(counts[name] ?? 0)}
          </AnchorLink>
        </Fragment>
      ))}
    </Group>
  );
}

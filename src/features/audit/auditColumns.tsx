import { List, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '../../contract/auditLog';
import { AnchorLink } from '../../ui/AnchorLink';
import type { PagedTableColumn } from '../../ui/PagedTable';
import { RelativeTime } from '../../ui/RelativeTime';
import { AuditEntity } from './AuditEntity';
import { AuditRulesDiff } from './AuditRulesDiff';
import { auditEntryWords } from './auditEntryWords';

function WhatChanged({ entry }: { entry: AuditEntry }) {
  const words = auditEntryWords(entry);
  return (
    <Stack gap={4}>
      <Text size="sm">{words.sentence}</Text>
      {words.changes.length > 0 && (
        <List size="sm" spacing={2} aria-label={`Changes: ${words.sentence}`}>
          {words.changes.map((line) => (
            <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </List.Item>
          ))}
        </List>
      )}
      <AuditRulesDiff entry={entry} />
      {words.comparable && (
        // The entry names no version numbers: the history opens the version in effect at the entry's time,
        // which is the one this change saved, beside the one before it.
        <Text size="sm">
          <AnchorLink
            to="/gates/$gateId/history"
            params={{ gateId: entry.name }}
            search={{ at: new Date(entry.timestamp).toISOString() }}
          >
            Compare versions
          </AnchorLink>{' '}
          <Text span size="xs" c="dimmed">
            (the version saved then, against the one before)
          </Text>
        </Text>
      )}
    </Stack>
  );
}

/** Columns of the audit log: when, who (a link to their entries), what changed, and the record changed. */
export const AUDIT_COLUMNS: PagedTableColumn<AuditEntry>[] = [
  {
    header: 'When (UTC)',
    cell: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{`${entry.date} ${entry.time}`}</Text>
        <Text size="xs" c="dimmed">
          <RelativeTime millis={entry.timestamp} />
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Who',
    cell: (entry) => (
      <AnchorLink to="/audit" search={{ updatedBy: entry.updatedBy }} aria-label={`Changes by ${entry.updatedBy}`}>
        {entry.updatedBy}
      </AnchorLink>
    ),
  },
  { header: 'What changed', cell: (entry) => <WhatChanged entry={entry} /> },
  { header: 'Record', cell: (entry) => <AuditEntity kind={auditEntryWords(entry).kind} id={entry.name} />, code: true },
];

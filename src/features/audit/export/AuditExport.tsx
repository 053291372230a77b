import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { AuditLogFilters } from '../../../client/queries/auditLogQueries';
import { serverAuditPages } from './serverAuditPages';
import { type AuditExportState, useAuditExport } from './useAuditExport';
import type { AuditPageSource } from './writeAuditExport';
import { countText } from '../../../ui/countText';

const count = (n: number, one: string, many: string) => `${countText(n)} ${n === 1 ? one : many}`;

/** The line the status region reads out; empty before the first export. */
function statusText(state: AuditExportState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'running':
      return `Exporting: ${count(state.entries, 'entry', 'entries')} so far, ${count(state.pages, 'page', 'pages')}`;
    case 'done': {
      const where = state.where === 'file' ? 'saved to' : 'downloaded as';
      return `Exported ${count(state.entries, 'entry', 'entries')} (${count(state.pages, 'page', 'pages')}), ${where} ${state.fileName}`;
    }
    case 'cancelled':
      return 'Export cancelled; no file was saved.';
    case 'failed':
      return '';
  }
}

interface AuditExportProps {
  /** The filters the page shows, applied to the server's log. */
  filters: AuditLogFilters;
  /** Another source of entries than the server's log (a log built in the page), one page at a time. */
  pages?: AuditPageSource;
}

/**
 * Export CSV and Export JSON lines of the log as filtered: read and written page by page, with a progress bar and
 * Cancel.
 */
export function AuditExport({ filters, pages }: AuditExportProps) {
  const { state, start, cancel } = useAuditExport(pages ?? serverAuditPages(filters));
  const running = state.status === 'running';
  const percent = running && state.totalItems ? (state.entries / state.totalItems) * 100 : undefined;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {(['csv', 'jsonl'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={running}
            onClick={() => void start(format)}
          >
            {format === 'csv' ? 'Export CSV' : 'Export JSON lines'}
          </Button>
        ))}
        {running && (
          <Button variant="default" onClick={cancel}>
            Cancel export
          </Button>
        )}
      </Group>
      {running && (
        <Progress.Root size="md" w={280}>
          <Progress.Section value={percent ?? 100} animated={percent === undefined} aria-label="Export progress" />
        </Progress.Root>
      )}
      <Text size="sm" role="status">
        {statusText(state)}
      </Text>
      {state.status === 'done' && state.incomplete.length > 0 && (
        <Alert color="yellow" variant="light" title="The file may lack entries">
          <Text size="sm">{state.incomplete.join('; ')}.</Text>
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert color="red" variant="light" role="alert" title="Export failed">
          <Text size="sm">{`The log could not be exported: ${state.message}`}</Text>
        </Alert>
      )}
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLogFilters } from '../../../client/queries/auditLogQueries';
import { pageOfItems } from '../../../ui/pageOfItems';
import { PagedTable } from '../../../ui/PagedTable';
import type { PageRequest } from '../../../ui/pageRequest';
import { RetryAlert } from '../../../ui/RetryAlert';
import { usePageNavigation } from '../../../ui/usePageNavigation';
import { AUDIT_COLUMNS } from '../auditColumns';
import { AuditExport } from '../export/AuditExport';
import { entriesInPages } from '../export/entriesInPages';
import { filterAuditEntries } from './filterAuditEntries';
import { gateAuditLogQuery, type GateLogProgress } from './gateAuditLog';
import { GateLogProgressBar } from './GateLogProgressBar';
import { ReadingStopped } from '../../../ui/ReadingStopped';

interface UpstreamAuditLogProps extends PageRequest {
  filters: AuditLogFilters;
}

/**
 * The audit log of a server without one: the gate part, built in the browser from every gate's versions (read once
 * per session), filtered and paged here.
 */
export function UpstreamAuditLog({ page, limit, filters }: UpstreamAuditLogProps) {
  const queryClient = useQueryClient();
  const navigation = usePageNavigation();
  const [progress, setProgress] = useState<GateLogProgress | undefined>(undefined);
  const [cancelled, setCancelled] = useState(false);
  const query = useQuery({ ...gateAuditLogQuery(setProgress), enabled: !cancelled });
  const entries = useMemo(() => query.data && filterAuditEntries(query.data, filters), [query.data, filters]);
  const view = entries && pageOfItems(entries, page, limit);
  const exportPages = useMemo(() => entries && entriesInPages(entries), [entries]);
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <Alert color="blue" variant="light" title="This server does not serve an audit log" mb="md">
        <Text size="sm">
          The console builds the gates&apos; changes from each gate&apos;s versions. Changes to other kinds of records
          (autotunes, metric sources) are missing.
        </Text>
      </Alert>
      {cancelled && query.data === undefined ? (
        <ReadingStopped
          onReadAgain={() => {
            setCancelled(false);
          }}
        />
      ) : query.error !== null && query.data === undefined ? (
        <RetryAlert
          title="Could not read the gates' versions"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data === undefined && (
            <GateLogProgressBar
              progress={progress}
              onCancel={() => {
                setCancelled(true);
                void queryClient.cancelQueries({ queryKey: gateAuditLogQuery().queryKey });
              }}
            />
          )}
          {exportPages !== undefined && <AuditExport filters={filters} pages={exportPages} />}
          <PagedTable
            caption="Audit log entries, newest first"
            columns={AUDIT_COLUMNS}
            getRowKey={(entry) => entry.id}
            rows={view?.rows}
            pagination={view?.pagination}
            isLoading={view === undefined}
            error={null}
            onRetry={() => void query.refetch()}
            page={page}
            limit={limit}
            emptyMessage={filtered ? 'No entries match these filters.' : 'No gate changes found.'}
            {...navigation}
          />
        </>
      )}
    </>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import type { AuditLogFilters } from '../../../client/queries/auditLogQueries';
import { pageOfItems } from '../../../ui/pageOfItems';
import { PagedTable } from '../../../ui/PagedTable';
import type { PageRequest } from '../../../ui/pageRequest';
import { ReadingStates } from '../../../ui/ReadingStates';
import { usePageNavigation } from '../../../ui/usePageNavigation';
import { AUDIT_COLUMNS } from '../auditColumns';
import { AuditExport } from '../export/AuditExport';
import { entriesInPages } from '../export/entriesInPages';
import { filterAuditEntries } from './filterAuditEntries';
import { gateAuditLogQuery, type GateLogProgress } from './gateAuditLog';
import { GateLogProgressBar } from './GateLogProgressBar';
import { useStoppableRead } from '../../../ui/useStoppableRead';

interface UpstreamAuditLogProps extends PageRequest {
  filters: AuditLogFilters;
}

/**
 * The audit log of a server without one: the gate part, built in the browser from every gate's versions (read once
 * per session), filtered and paged here.
 */
export function UpstreamAuditLog({ page, limit, filters }: UpstreamAuditLogProps) {
  const navigation = usePageNavigation();
  const [progress, setProgress] = useState<GateLogProgress | undefined>(undefined);
  const read = useStoppableRead(gateAuditLogQuery(setProgress));
  const built = read.data;
  const entries = useMemo(() => built && filterAuditEntries(built, filters), [built, filters]);
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
      <ReadingStates read={read} errorTitle="Could not read the gates' versions">
        <>
          {built === undefined && <GateLogProgressBar progress={progress} onCancel={read.stop} />}
          {exportPages !== undefined && <AuditExport filters={filters} pages={exportPages} />}
          <PagedTable
            caption="Audit log entries, newest first"
            columns={AUDIT_COLUMNS}
            getRowKey={(entry) => entry.id}
            rows={view?.rows}
            pagination={view?.pagination}
            isLoading={view === undefined}
            error={null}
            onRetry={read.retry}
            page={page}
            limit={limit}
            emptyMessage={filtered ? 'No entries match these filters.' : 'No gate changes found.'}
            {...navigation}
          />
        </>
      </ReadingStates>
    </>
  );
}

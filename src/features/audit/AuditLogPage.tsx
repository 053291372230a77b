import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isEndpointMissing } from '../../client/listMissing';
import { auditLogQueries, type AuditLogFilters } from '../../client/queries/auditLogQueries';
import { ListPage } from '../../ui/ListPage';
import type { PageRequest } from '../../ui/pageRequest';
import { AUDIT_COLUMNS } from './auditColumns';
import { AuditFilters } from './AuditFilters';
import { AuditExport } from './export/AuditExport';
import { UpstreamAuditLog } from './upstream/UpstreamAuditLog';

interface AuditLogPageProps extends PageRequest {
  filters: AuditLogFilters;
}

/** Every change made through the API, newest first, filtered from the URL; without the log, the gates' part. */
export function AuditLogPage({ page, limit, filters }: AuditLogPageProps) {
  // The rows stay on screen, dimmed, while another page or filter loads: the table does not flash empty.
  const query = useQuery({ ...auditLogQueries.list(page, limit, filters), placeholderData: keepPreviousData });
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <ListPage
      title="Audit log"
      description="Every change made through the Console API, newest first: when, who, and what it changed."
      actions={
        <>
          <AuditFilters />
          {/* Without the log there is nothing to export (a log built in the page passes its own `pages`). */}
          {!isEndpointMissing(query.error) && <AuditExport filters={filters} />}
        </>
      }
      query={query}
      // The log is an extension: an upstream without it answers 404.
      listMissing={isEndpointMissing(query.error)}
      whenListMissing={<UpstreamAuditLog page={page} limit={limit} filters={filters} />}
      caption="Audit log entries, newest first"
      columns={AUDIT_COLUMNS}
      getRowKey={(entry) => entry.id}
      page={page}
      limit={limit}
      emptyMessage={filtered ? 'No entries match these filters.' : 'No changes recorded yet.'}
    />
  );
}

import { queryOptions } from '@tanstack/react-query';
import { AuditEntrySchema } from '../../contract/auditLog';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { serverKey } from './serverKey';

/** The audit log's filters as the API takes them: dates `YYYY-MM-DD`, lists comma-separated; absent means any. */
export interface AuditLogFilters {
  startDate?: string | undefined;
  endDate?: string | undefined;
  actionTypes?: string | undefined;
  id?: string | undefined;
  updatedBy?: string | undefined;
  tags?: string | undefined;
}

/** Query keys and options for the audit log, an extension: a 404 means the server does not keep one. */
export const auditLogQueries = {
  all: () => [serverKey(), 'audit-logs'] as const,
  list: (page: number, limit: number, filters: AuditLogFilters) =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), 'list', { page, limit, ...filters }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.auditLogs(), AuditEntrySchema, { page, limit, signal, baseUrl, query: { ...filters } }),
    }),
};

import { apiList } from '../../../client/apiList';
import { nextPageAfter } from '../../../client/pageWalker';
import type { AuditLogFilters } from '../../../client/queries/auditLogQueries';
import { serverKey } from '../../../client/queries/serverKey';
import { AuditEntrySchema } from '../../../contract/auditLog';
import { MAX_LIMIT } from '../../../contract/limits';
import { apiPaths } from '../../../contract/paths';
import type { AuditPageSource } from './writeAuditExport';

// A guard against paging that never ends: 100,000 pages of 100 entries.
const MAX_PAGES = 100_000;

/**
 * The server's log as the filters select it, one page of the largest size at a time, read only when the export asks
 * for the next. The stop rules are the page walker's; a repeated page is caught by comparing with the page before
 * (not every id read, which would hold the whole log's ids).
 */
export function serverAuditPages(filters: AuditLogFilters): AuditPageSource {
  return async function* pages({ signal, onTotal, onIncomplete }) {
    const baseUrl = serverKey();
    let previousIds = new Set<string>();
    let read = 0;
    let page = 1;
    for (let pagesRead = 1; ; pagesRead += 1) {
      const result = await apiList(apiPaths.auditLogs(), AuditEntrySchema, {
        page,
        limit: MAX_LIMIT,
        signal,
        baseUrl,
        query: { ...filters },
      });
      onTotal?.(result.pagination.totalItems);
      if (result.unreadable !== undefined) {
        onIncomplete?.(`${String(result.unreadable.length)} entries on page ${String(page)} could not be read`);
      }
      const fresh = result.items.filter((entry) => !previousIds.has(entry.id));
      if (fresh.length > 0) yield fresh;
      if (result.items.length === 0) return;
      if (fresh.length < result.items.length) {
        onIncomplete?.(`the server answered page ${String(page)} with the page before, so the export stopped there`);
        return;
      }
      read += result.items.length;
      const next = nextPageAfter(result, page, read);
      if (next === 'link-not-advancing')
        onIncomplete?.(`the server's next-page link after page ${String(page)} goes back`);
      if (typeof next !== 'number') return;
      if (pagesRead >= MAX_PAGES) {
        onIncomplete?.(`the export stops after ${String(MAX_PAGES)} pages`);
        return;
      }
      previousIds = new Set(result.items.map((entry) => entry.id));
      page = next;
    }
  };
}

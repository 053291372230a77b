import type { AuditEntry } from '../../../contract/auditLog';
import type { AuditPageSource } from './writeAuditExport';

const PAGE_SIZE = 100;

/**
 * A log already held in the page (built from the gates' versions where the server has none) as the export's pages:
 * the same slices of 100 the server's log comes in, so the export writes and reports progress the same way.
 */
export function entriesInPages(entries: readonly AuditEntry[]): AuditPageSource {
  return async function* pages({ signal, onTotal }) {
    onTotal?.(entries.length);
    for (let start = 0; start < entries.length; start += PAGE_SIZE) {
      // A task between pages, as a server read would leave: the page paints progress and a Cancel click lands.
      await new Promise((resolve) => setTimeout(resolve, 0));
      signal.throwIfAborted();
      yield entries.slice(start, start + PAGE_SIZE);
    }
  };
}

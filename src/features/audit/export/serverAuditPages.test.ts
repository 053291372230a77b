import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../../../client/connection';
import { jsonResponse, stubFetch } from '../../../client/testing/fakeFetch';
import type { AuditEntry } from '../../../contract/auditLog';
import { serverAuditPages } from './serverAuditPages';

// With a key, so every request recorded is a page of the log.
beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'console-key-123', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

const entry = (id: string) => ({
  id,
  name: 'checkout_flow',
  changeLog: 'Created gate',
  actionType: 'gate_create',
  date: '2026-01-01',
  time: '00:00:00',
  timestamp: 0,
  updatedBy: 'Console API',
  changes: {},
});

/** A log of 250 entries in pages of 100, telling its total; the request's `page` picks the page. */
function serveLog(options: { ignorePage?: boolean } = {}) {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://console.test');
    const page = options.ignorePage ? 1 : Number(url.searchParams.get('page'));
    const ids = Array.from({ length: 250 }, (_, index) => String(250 - index)).slice((page - 1) * 100, page * 100);
    return jsonResponse({
      message: 'Audit log listed successfully',
      data: ids.map(entry),
      pagination: { itemsPerPage: 100, pageNumber: page, totalItems: 250 },
    });
  });
}

async function readAll(pages: AsyncIterable<readonly AuditEntry[]>): Promise<number[]> {
  const sizes: number[] = [];
  for await (const page of pages) sizes.push(page.length);
  return sizes;
}

describe('serverAuditPages', () => {
  it('asks for the next page only when the one before has been taken, with the filters and the largest pages', async () => {
    const requests = serveLog();
    const totals: (number | undefined)[] = [];
    const source = serverAuditPages({ updatedBy: 'Maya', startDate: '2026-01-01' });
    const iterator = source({ signal: new AbortController().signal, onTotal: (total) => totals.push(total) })[
      Symbol.asyncIterator
    ]();
    expect((await iterator.next()).value).toHaveLength(100);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/console/v1/audit_logs?updatedBy=Maya&startDate=2026-01-01&page=1&limit=100');
    expect(await readAll({ [Symbol.asyncIterator]: () => iterator })).toEqual([100, 50]);
    expect(requests.map((request) => new URL(request.url, 'http://x').searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(totals).toEqual([250, 250, 250]);
  });

  it('stops at a page that repeats the one before, and says the file may lack entries', async () => {
    serveLog({ ignorePage: true });
    const incomplete: string[] = [];
    const source = serverAuditPages({});
    const sizes = await readAll(
      source({ signal: new AbortController().signal, onIncomplete: (reason) => incomplete.push(reason) }),
    );
    expect(sizes).toEqual([100]);
    expect(incomplete).toEqual(['the server answered page 2 with the page before, so the export stopped there']);
  });
});

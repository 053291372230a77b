import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/auditLog';
import { CSV_HEADER } from './auditExportRows';
import { type ExportSink, writeAuditExport } from './writeAuditExport';

const entry = (id: string): AuditEntry => ({
  id,
  name: `gate_${id}`,
  changeLog: 'Created gate',
  actionType: 'gate_create',
  date: '2026-01-01',
  time: '00:00:00',
  timestamp: Date.UTC(2026, 0, 1),
  updatedBy: 'Console API',
  changes: {},
});

/** A log of `count` pages of two entries that records, in `events`, each page read and when it ends. */
function pagedLog(count: number, events: string[]) {
  return (async function* pages() {
    try {
      for (let page = 1; page <= count; page += 1) {
        events.push(`read ${String(page)}`);
        await Promise.resolve();
        yield [entry(`${String(page)}a`), entry(`${String(page)}b`)];
      }
    } finally {
      events.push('source closed');
    }
  })();
}

function recordingSink(events: string[]): ExportSink & { text: () => string } {
  const parts: string[] = [];
  return {
    write: (text) => {
      parts.push(text);
      events.push(`write ${String(text.split('\n').length - 1)} lines`);
      return Promise.resolve();
    },
    close: () => {
      events.push('close');
      return Promise.resolve();
    },
    abort: () => {
      events.push('abort');
      return Promise.resolve();
    },
    text: () => parts.join(''),
  };
}

describe('writeAuditExport', () => {
  it('reads the next page only once the one before is written, then keeps the file', async () => {
    const events: string[] = [];
    const sink = recordingSink(events);
    const progress: number[] = [];
    const done = await writeAuditExport(pagedLog(3, events), 'jsonl', sink, {
      start: '',
      signal: new AbortController().signal,
      onProgress: ({ entries }) => progress.push(entries),
    });
    expect(events).toEqual([
      'read 1',
      'write 2 lines',
      'read 2',
      'write 2 lines',
      'read 3',
      'write 2 lines',
      'source closed',
      'close',
    ]);
    expect(done).toEqual({ entries: 6, pages: 3 });
    expect(progress).toEqual([2, 4, 6]);
    expect(sink.text().trim().split('\n')).toHaveLength(6);
  });

  it('starts a CSV with its header and writes a record per entry', async () => {
    const events: string[] = [];
    const sink = recordingSink(events);
    await writeAuditExport(pagedLog(1, events), 'csv', sink, {
      start: CSV_HEADER,
      signal: new AbortController().signal,
    });
    const lines = sink.text().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.trim());
    expect(lines.slice(1, 3).map((line) => line.split(',')[4])).toEqual(['gate_1a', 'gate_1b']);
  });

  it('stops reading at Cancel, keeps no file and rejects as aborted', async () => {
    const events: string[] = [];
    const controller = new AbortController();
    const result = writeAuditExport(pagedLog(5, events), 'csv', recordingSink(events), {
      start: CSV_HEADER,
      signal: controller.signal,
      onProgress: () => {
        controller.abort();
      },
    });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual(['write 1 lines', 'read 1', 'write 2 lines', 'source closed', 'abort']);
  });

  it('drops the file and stops the source when a page cannot be read', async () => {
    const events: string[] = [];
    async function* failing() {
      yield [entry('1')];
      await Promise.resolve();
      throw new Error('The server answered 500');
    }
    const result = writeAuditExport(failing(), 'jsonl', recordingSink(events), {
      start: '',
      signal: new AbortController().signal,
    });
    await expect(result).rejects.toThrow('The server answered 500');
    expect(events).toEqual(['write 1 lines', 'abort']);
  });
});

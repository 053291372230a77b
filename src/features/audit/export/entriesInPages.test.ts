import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/auditLog';
import { entriesInPages } from './entriesInPages';

const entries = Array.from({ length: 250 }, (_, index) => ({ id: `e${String(index)}` }) as AuditEntry);

describe('entriesInPages', () => {
  it('hands a held log to the export in pages of 100, with its total', async () => {
    let total: number | undefined;
    const sizes: number[] = [];
    const source = entriesInPages(entries)({ signal: new AbortController().signal, onTotal: (n) => (total = n) });
    for await (const page of source) sizes.push(page.length);
    expect(total).toBe(250);
    expect(sizes).toEqual([100, 100, 50]);
  });

  it('stops at the next page once cancelled', async () => {
    const controller = new AbortController();
    const read: string[] = [];
    await expect(async () => {
      for await (const page of entriesInPages(entries)({ signal: controller.signal })) {
        read.push(page[0]?.id ?? '');
        controller.abort();
      }
    }).rejects.toThrow();
    expect(read).toEqual(['e0']);
  });
});

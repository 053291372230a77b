import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventRecord } from '../../contract/event';
import type { Layer } from '../../contract/layer';
import { openDatabase } from '../store/db';
import { insertEvents } from '../store/eventStore';
import { read, testApi, v1 } from './testing/testApp';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const events = (name: string, count: number): EventRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    name,
    timestamp: String(1_780_000_000_000 + i),
    userID: `user_${String(i)}`,
    value: `/a/page/path/that/is/long/enough/${String(i)}`,
    metadata: { plan: i % 2 ? 'pro' : 'free', referrer: 'newsletter' },
  }));

describe('repeated list reads', () => {
  it('show a record changed after the page was first read', async () => {
    const { db, get } = testApi();
    const before = await read<Layer[]>(await get(v1('/layers')));
    expect(before.data.map((layer) => layer.description)).not.toContain('changed since');
    db.prepare(`UPDATE layers SET record = json_set(record, '$.description', 'changed since')`).run();
    const after = await read<Layer[]>(await get(v1('/layers')));
    expect(after.data.map((layer) => layer.description)).toContain('changed since');
  });

  it('show events another connection to the same file wrote', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-cache-'));
    dirs.push(dir);
    const file = path.join(dir, 'store.db');
    const { get } = testApi({ db: openDatabase(file) });
    expect((await read(await get(v1('/events/signup')))).pagination.totalItems).toBe(0);
    const other = openDatabase(file);
    insertEvents(other, events('signup', 3));
    other.close();
    expect((await read(await get(v1('/events/signup')))).pagination.totalItems).toBe(3);
  });

  it('send a large page compressed for the encoding asked, the same bytes each time', async () => {
    const { db, call } = testApi();
    insertEvents(db, events('page_view', 100));
    const url = v1('/events/page_view?limit=100');
    const plain = await (await call('GET', url)).text();
    const first = await call('GET', url, undefined, { 'Accept-Encoding': 'gzip, br' });
    const second = await call('GET', url, undefined, { 'Accept-Encoding': 'gzip, br' });
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(first.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(plain);
    expect(Number(first.headers.get('Content-Length'))).toBe(bytes.byteLength);
  });
});

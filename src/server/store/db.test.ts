import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gate } from '../../contract/gate';
import { read, testApi, v1 } from '../api/testing/testApp';
import { openDatabase } from './db';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-store-'));
  dirs.push(dir);
  return join(dir, 'console.db');
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('keeps an update across a restart', async () => {
    const file = tempFile();
    const first = testApi({ db: openDatabase(file) });
    expect((await first.post(v1('/gates/checkout_flow'), { description: 'Survives restarts' })).status).toBe(200);
    first.db.close();

    const second = testApi({ db: openDatabase(file), seed: false });
    const gate = (await read<Gate>(await second.get(v1('/gates/checkout_flow')))).data;
    expect(gate).toMatchObject({ version: 3, description: 'Survives restarts' });
    expect((await read(await second.get(v1('/gates/checkout_flow/versions')))).pagination.totalItems).toBe(3);
    second.db.close();
  });

  it('opens files in WAL mode with a busy timeout', () => {
    const db = openDatabase(tempFile());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('creates the schema idempotently when a store is reopened', () => {
    const file = tempFile();
    openDatabase(file).close();
    expect(() => {
      openDatabase(file).close();
    }).not.toThrow();
  });

  it.each([
    [
      'events of a name',
      'events_by_name',
      "SELECT record FROM events WHERE name = 'x' ORDER BY timestamp DESC, id ASC LIMIT 20 OFFSET 0",
    ],
    ['all events', 'events_by_time', 'SELECT record FROM events ORDER BY timestamp DESC, id ASC LIMIT 20 OFFSET 0'],
    [
      'metrics of an event name',
      'me USING PRIMARY KEY',
      "SELECT m.record FROM metric_events AS me JOIN metrics AS m ON m.id = me.metric_id WHERE me.event_name = 'x' ORDER BY me.created_time DESC, me.metric_id LIMIT 20",
    ],
  ])('reads %s in index order without sorting', (_what, index, sql) => {
    const db = openDatabase(':memory:');
    const plan = db
      .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all()
      .map((row) => row.detail)
      .join('\n');
    expect(plan).toContain(index);
    expect(plan).not.toContain('TEMP B-TREE');
  });
});

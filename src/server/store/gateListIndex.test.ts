// The list's filter columns live beside the gates: a data folder from before they existed must open with every gate
// listed and filterable, and no path that writes or removes a gate may leave its list row behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gate } from '../../contract/gate';
import { plantDeepGate } from '../api/testing/deepJson';
import { fixtureSeed } from '../api/testing/fixtureSeed';
import { read, testApi, v1 } from '../api/testing/testApp';
import { openDatabase } from './db';
import { importSeed } from './importSeed';
import { quarantineUnreadableRecords } from './quarantine';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data file as a server before the list filters left it: the gates, without the list tables. */
function olderDataFile(options: { withUnreadableGate?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-gate-list-'));
  dirs.push(dir);
  const file = join(dir, 'console.db');
  const db = openDatabase(file);
  importSeed(db, fixtureSeed());
  if (options.withUnreadableGate) plantDeepGate(db);
  db.exec('DROP TRIGGER gate_list_follows_delete; DROP TABLE gate_list; DROP TABLE gate_tags;');
  db.close();
  return file;
}

const ids = async (api: ReturnType<typeof testApi>, query: string) =>
  (await read<Gate[]>(await api.get(v1(`/gates?limit=100&${query}`)))).data.map((gate) => gate.id);

describe('the gate list columns', () => {
  it('are filled when an older data file opens, so its gates list, filter and sort as before', async () => {
    const api = testApi({ db: openDatabase(olderDataFile()), seed: false });
    expect(await ids(api, '')).toEqual([
      'stale_gate',
      'archived_gate',
      'checkout_flow',
      'a/b',
      '50% off',
      'café ☕',
      'with space',
    ]);
    expect(await ids(api, 'status=Archived')).toEqual(['archived_gate']);
    expect(await ids(api, 'tag=checkout&type=STALE')).toEqual(['stale_gate']);
    expect(await ids(api, 'sort=name&creator=ADA&search=a')).toEqual([
      'a/b',
      'archived_gate',
      'café ☕',
      'stale_gate',
      'with space',
    ]);
    api.db.close();
  });

  it('gain the enabled column when a file from before it opens, so its gates filter by enabled', async () => {
    const file = olderDataFile();
    const upgraded = openDatabase(file);
    upgraded.exec('ALTER TABLE gate_list DROP COLUMN is_enabled');
    upgraded.close();
    const api = testApi({ db: openDatabase(file), seed: false });
    expect(await ids(api, 'enabled=true')).toHaveLength(7);
    expect(await ids(api, 'enabled=false')).toEqual([]);
    api.db.close();
  });

  it('keep an unreadable gate of an older file listed and named, matching no filter', async () => {
    const api = testApi({ db: openDatabase(olderDataFile({ withUnreadableGate: true })), seed: false });
    const all = (await (await api.get(v1('/gates?limit=100'))).json()) as { unreadable?: string[] };
    expect(all.unreadable).toEqual(['checkout_flow']);
    const filtered = (await (await api.get(v1('/gates?tag=checkout'))).json()) as { unreadable?: string[] };
    expect(filtered.unreadable).toBeUndefined();
    // Every fixture gate is tagged checkout: all but the unreadable one match.
    expect(await ids(api, 'tag=checkout')).toHaveLength(6);
    expect((await read(await api.get(v1('/gates?tag=checkout')))).pagination.totalItems).toBe(6);
    api.db.close();
  });

  it('follow the start-up check: a set-aside gate is listed again as the version it is restored to', async () => {
    const api = testApi();
    plantDeepGate(api.db);
    const planted = (await (await api.get(v1('/gates?tag=checkout'))).json()) as { unreadable?: string[] };
    expect(planted.unreadable).toEqual(['checkout_flow']);
    quarantineUnreadableRecords(api.db, 1, () => undefined);
    expect(await ids(api, 'tag=checkout&status=In%20Progress')).toContain('checkout_flow');
    api.db.prepare('DELETE FROM gates WHERE id = ?').run('checkout_flow');
    expect(await ids(api, 'tag=checkout')).not.toContain('checkout_flow');
    expect((await read(await api.get(v1('/gates?tag=checkout')))).pagination.totalItems).toBe(
      (await ids(api, 'tag=checkout')).length,
    );
  });
});

// A stored record that cannot be served (planted with raw SQL, as an older server or a damaged
// disk could leave it) is set aside by the start-up check, so reads work again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gate } from '../../contract/gate';
import { openEmbeddedStore } from '../http/openEmbeddedStore';
import { plantDeepGate } from '../api/testing/deepJson';
import { fixtureSeed } from '../api/testing/fixtureSeed';
import { read, testApi, v1 } from '../api/testing/testApp';
import { openDatabase, type Database } from './db';
import { buildSeed } from '../seed/buildSeed';
import { importSeed } from './importSeed';
import { quarantineUnreadableRecords } from './quarantine';

const quarantined = (db: Database) =>
  db.prepare('SELECT source_table AS tableName, record_key AS key, reason FROM quarantine ORDER BY id').all();

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the start-up check', () => {
  it('is quarantined by the start-up check, and the gate is back at its last readable version', async () => {
    const api = testApi();
    plantDeepGate(api.db);
    api.db.prepare("UPDATE autotunes SET record = 'not json' WHERE id = 'existing_tune'").run();
    const lines: string[] = [];
    quarantineUnreadableRecords(api.db, 1, (line) => lines.push(line));

    expect(quarantined(api.db)).toEqual([
      { tableName: 'gates', key: 'checkout_flow', reason: 'nested more than 80 levels deep' },
      { tableName: 'gate_versions', key: 'checkout_flow@3', reason: 'nested more than 80 levels deep' },
      { tableName: 'autotunes', key: 'existing_tune', reason: 'not a JSON object' },
    ]);
    expect(lines).toEqual([
      'Quarantined gates record "checkout_flow": nested more than 80 levels deep',
      'Quarantined gate_versions record "checkout_flow@3": nested more than 80 levels deep',
      'Quarantined autotunes record "existing_tune": not a JSON object',
    ]);
    const gate = await api.get(v1('/gates/checkout_flow'));
    expect(gate.status).toBe(200);
    expect((await read<Gate>(gate)).data.version).toBe(2);
    const list = (await (await api.get(v1('/gates?limit=100'))).json()) as { unreadable?: string[] };
    expect(list.unreadable).toBeUndefined();
    expect((await api.get(v1('/autotunes'))).status).toBe(200);
    // The next update continues from the restored version.
    expect(
      (await read<Gate>(await api.post(v1('/gates/checkout_flow'), { description: 'repaired' }))).data.version,
    ).toBe(3);
  });

  it('is quarantined when the embedded store opens, and a healthy store loses nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-quarantine-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'console.db'));
    importSeed(db, fixtureSeed());
    plantDeepGate(db);
    db.close();

    const reopened = openEmbeddedStore(dir).db;
    expect(quarantined(reopened)).toHaveLength(2);
    reopened.close();
    const again = openEmbeddedStore(dir).db;
    expect(quarantined(again)).toHaveLength(2);
    again.close();
  });

  it('quarantines a gate record larger than the 512 KB cap', () => {
    const db = openDatabase(':memory:');
    importSeed(db, fixtureSeed());
    const huge = JSON.stringify({ id: 'checkout_flow', version: 2, rules: [], description: 'x'.repeat(600 * 1024) });
    db.prepare('UPDATE gates SET record = ? WHERE id = ?').run(huge, 'checkout_flow');
    const found = quarantineUnreadableRecords(db, 1, () => undefined);
    expect(found).toEqual([{ table: 'gates', key: 'checkout_flow', reason: 'larger than 512 KB' }]);
  });

  it('quarantines a record that is JSON but not the shape the API serves, naming the field', async () => {
    const api = testApi();
    const current = api.db
      .prepare<[string], { record: string }>('SELECT record FROM gates WHERE id = ?')
      .get('checkout_flow');
    const broken = { ...(JSON.parse(current?.record ?? '{}') as object), rules: 'all users' };
    api.db.prepare('UPDATE gates SET record = ? WHERE id = ?').run(JSON.stringify(broken), 'checkout_flow');
    api.db.prepare('UPDATE autotunes SET record = ? WHERE id = ?').run('{"name":"no id"}', 'existing_tune');

    const found = quarantineUnreadableRecords(api.db, 1, () => undefined);

    expect(found.map(({ table, key }) => `${table} ${key}`)).toEqual([
      'gates checkout_flow',
      'autotunes existing_tune',
    ]);
    expect(found[0]?.reason).toMatch(/^not the shape the API serves \(rules: /);
    expect(found[1]?.reason).toMatch(/^not the shape the API serves \(id: /);
    const gate = await api.get(v1('/gates/checkout_flow'));
    expect(gate.status).toBe(200);
    expect(Array.isArray((await read<Gate>(gate)).data.rules)).toBe(true);
  });

  it('finds nothing to set aside in the data a fresh console starts with', () => {
    const db = openDatabase(':memory:');
    importSeed(db, buildSeed());
    expect(quarantineUnreadableRecords(db, 1, () => undefined)).toEqual([]);
    db.close();
  });
});

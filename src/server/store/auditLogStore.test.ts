import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogFilter } from '../../contract/auditLog';
import { AUDIT_ACTION_TYPES } from '../../contract/enums';
import { read, testApi, v1 } from '../api/testing/testApp';
import { listAuditEntries, writeAuditEntry, type AuditEntryInput } from './auditLogStore';
import { openDatabase, type Database } from './db';
import { recordOf } from './page';
import { NO_AUDIT_FILTER } from './testing/noAuditFilter';

const DAY = 86_400_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const T0 = Date.UTC(2026, 2, 1);
function entry(index: number): AuditEntryInput {
  // Several entries share a timestamp, days hold different numbers of entries, some days none.
  const timestamp = T0 + Math.floor((index * 7919) % 600) * (DAY / 50);
  return {
    name: `gate_${String(index % 13)}`,
    changeLog: 'Updated gate rules',
    actionType: AUDIT_ACTION_TYPES[index % 3] ?? 'gate_update',
    timestamp,
    updatedBy: index % 2 === 0 ? 'Ada' : 'Bo',
    updatedByUserID: null,
    updatedByEmail: index % 2 === 0 ? 'ada@example.com' : null,
    changes: {},
    tags: index % 4 === 0 ? ['checkout', 'web'] : ['web'],
  };
}

function filledStore(count: number): { db: Database; ids: { id: number; input: AuditEntryInput }[] } {
  const db = openDatabase(':memory:');
  const ids = db.transaction(() =>
    Array.from({ length: count }, (_, index) => {
      const input = entry(index);
      return { id: writeAuditEntry(db, input), input };
    }),
  )();
  return { db, ids };
}

/** 300 entries written into `db`, as filledStore does. */
function fillWith300(db: Database): void {
  db.transaction(() => {
    for (let index = 0; index < 300; index += 1) writeAuditEntry(db, entry(index));
  })();
}

/** Every page of `filter`, read `limit` at a time. */
function readAllPages(db: Database, filter: AuditLogFilter, limit: number): { ids: string[]; totals: Set<number> } {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const page = listAuditEntries(db, filter, { limit, offset });
    totals.add(page.total);
    ids.push(...page.items.map((item) => recordOf(item).id));
    if (page.items.length < limit) return { ids, totals };
  }
}

describe('listAuditEntries', () => {
  it.each<[string, Partial<AuditLogFilter>, (input: AuditEntryInput) => boolean]>([
    ['everything', {}, () => true],
    ['two action types', { actionTypes: ['gate_create', 'gate_launch'] }, (e) => e.actionType !== 'gate_update'],
    [
      'a date range',
      { from: T0 + 3 * DAY, to: T0 + 7 * DAY - 1 },
      (e) => e.timestamp >= T0 + 3 * DAY && e.timestamp < T0 + 7 * DAY,
    ],
    ['a person', { updatedBy: 'ada' }, (e) => e.updatedBy === 'Ada'],
    ['two people ("o" is in "Bo" and in ".com")', { updatedBy: 'o' }, () => true],
    ['nobody', { updatedBy: 'zed' }, () => false],
    ['a tag', { tags: ['checkout', 'web'] }, (e) => e.tags.includes('checkout')],
    ['one tag', { tags: ['checkout'] }, (e) => e.tags.includes('checkout')],
    [
      'one tag within dates',
      { tags: ['web'], from: T0 + 2 * DAY, to: T0 + 9 * DAY - 1 },
      (e) => e.timestamp >= T0 + 2 * DAY && e.timestamp < T0 + 9 * DAY,
    ],
    [
      'a person within dates',
      { updatedBy: 'bo', from: T0 + DAY, to: T0 + 5 * DAY - 1 },
      (e) => e.updatedBy === 'Bo' && e.timestamp >= T0 + DAY && e.timestamp < T0 + 5 * DAY,
    ],
    ['an entity', { id: 'gate_5' }, (e) => e.name === 'gate_5'],
    [
      'a tag, a type and a person',
      { tags: ['checkout'], actionTypes: ['gate_create'], updatedBy: 'example.com', from: T0 + DAY },
      (e) =>
        e.tags.includes('checkout') &&
        e.actionType === 'gate_create' &&
        e.updatedBy === 'Ada' &&
        e.timestamp >= T0 + DAY,
    ],
    [
      'two tags and a type',
      { tags: ['web', 'checkout'], actionTypes: ['gate_update'] },
      (e) => e.tags.includes('checkout') && e.actionType === 'gate_update',
    ],
    [
      'a tag and a person',
      { tags: ['checkout'], updatedBy: 'bo' },
      (e) => e.tags.includes('checkout') && e.updatedBy === 'Bo',
    ],
    [
      'an entity and a tag',
      { id: 'gate_4', tags: ['checkout'] },
      (e) => e.name === 'gate_4' && e.tags.includes('checkout'),
    ],
    [
      'a person, two types and dates',
      { updatedBy: 'ada', actionTypes: ['gate_create', 'gate_launch'], from: T0 + 2 * DAY, to: T0 + 10 * DAY - 1 },
      (e) =>
        e.updatedBy === 'Ada' &&
        e.actionType !== 'gate_update' &&
        e.timestamp >= T0 + 2 * DAY &&
        e.timestamp < T0 + 10 * DAY,
    ],
    [
      'two people ("o") and a type',
      { updatedBy: 'o', actionTypes: ['gate_update'] },
      (e) => e.actionType === 'gate_update',
    ],
    ['a tag nobody has, with a person', { tags: ['nothing'], updatedBy: 'ada' }, () => false],
  ])('pages %s in both orders exactly as a full sort would', (_what, filter, keeps) => {
    const { db, ids } = filledStore(700);
    for (const sortOrder of ['desc', 'asc'] as const) {
      const sign = sortOrder === 'desc' ? -1 : 1;
      const expected = ids
        .filter(({ input }) => keeps(input))
        .sort((a, b) => sign * (a.input.timestamp - b.input.timestamp || a.id - b.id))
        .map(({ id }) => String(id));
      for (const limit of [1, 7, 100]) {
        const read = readAllPages(db, { ...NO_AUDIT_FILTER, ...filter, sortOrder }, limit);
        expect(read.ids).toEqual(expected);
        expect([...read.totals]).toEqual([expected.length]);
      }
    }
  });

  it('answers a page past the end with no entries and the total', () => {
    const { db } = filledStore(30);
    expect(listAuditEntries(db, NO_AUDIT_FILTER, { limit: 20, offset: 40 })).toEqual({ items: [], total: 30 });
  });

  it.each([
    [
      'no filter',
      'audit_log_by_time',
      'SELECT id FROM audit_log WHERE timestamp <= 5 ORDER BY timestamp DESC, id DESC',
    ],
    [
      'a person',
      'audit_log_by_person',
      "SELECT id FROM audit_log WHERE updated_by_key = 'ada' AND timestamp >= 5 ORDER BY timestamp ASC, id ASC",
    ],
    [
      'a tag',
      'PRIMARY KEY',
      "SELECT t.entry_id FROM audit_log_tags AS t WHERE t.tag = 'web' ORDER BY t.timestamp DESC, t.entry_id DESC",
    ],
  ])('reads a page of %s from %s in order, without sorting', (_what, index, sql) => {
    const db = openDatabase(':memory:');
    const plan = db
      .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql} LIMIT 20 OFFSET 40`)
      .all()
      .map((row) => row.detail)
      .join('\n');
    expect(plan).toContain(index);
    expect(plan).not.toContain('TEMP B-TREE');
  });
});

describe('the audit log table', () => {
  it('counts people, tags and their combinations by day on a store written before those counts, once, on open', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-audit-'));
    dirs.push(dir);
    const file = join(dir, 'console.db');
    const old = openDatabase(file);
    fillWith300(old);
    old.exec(`DELETE FROM audit_log_tag_days;
      DELETE FROM audit_log_combination_days; DELETE FROM audit_log_tag_sets;`);
    old.close();
    const reopened = openDatabase(file);
    const ada = readAllPages(reopened, { ...NO_AUDIT_FILTER, updatedBy: 'ada' }, 50);
    expect([...ada.totals]).toEqual([150]);
    expect(ada.ids).toHaveLength(150);
    expect(
      listAuditEntries(reopened, { ...NO_AUDIT_FILTER, tags: ['checkout'] }, { limit: 10, offset: 70 }).total,
    ).toBe(75);
    // Combinations: entry i is Ada when even, tagged checkout when i % 4 = 0, of type i % 3.
    const combined = {
      ...NO_AUDIT_FILTER,
      tags: ['checkout', 'web'],
      updatedBy: 'ada',
      actionTypes: ['gate_create' as const],
    };
    expect(readAllPages(reopened, combined, 7).ids).toHaveLength(25);
    expect(listAuditEntries(reopened, combined, { limit: 7, offset: 21 }).total).toBe(25);
    reopened.close();
  });

  it('refuses to change or delete an entry', () => {
    const { db } = filledStore(1);
    expect(() => db.prepare("UPDATE audit_log SET record = '{}'").run()).toThrow(/never changed/);
    expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/never deleted/);
  });

  it('keeps its entries across a restart of the server on the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-audit-'));
    dirs.push(dir);
    const file = join(dir, 'console.db');
    const first = testApi({ db: openDatabase(file) });
    expect((await first.post(v1('/gates/checkout_flow'), { description: 'Before the restart' })).status).toBe(200);
    const before = (await read<AuditEntry[]>(await first.get(v1('/audit_logs?limit=100')))).data;
    first.db.close();

    const second = testApi({ db: openDatabase(file), seed: false });
    const after = (await read<AuditEntry[]>(await second.get(v1('/audit_logs?limit=100')))).data;
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ changes: { description: { new: 'Before the restart' } } });
    second.db.close();
  });
});

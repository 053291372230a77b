import { describe, expect, it } from 'vitest';
import type { AuditLogFilter } from '../../contract/auditLog';
import { NO_AUDIT_FILTER } from './testing/noAuditFilter';
import { queryPlan } from './testing/queryPlan';
import { writeAuditEntry } from './auditLogStore';
import { entityCountQuery, pageQuery, resolveFilter } from './auditLogPlans';
import { openDatabase, type Database } from './db';

/** A store with two people, so "ada" names one and "example" both. */
function store(): Database {
  const db = openDatabase(':memory:');
  for (const [index, person] of ['Ada', 'Bo'].entries())
    writeAuditEntry(db, {
      name: 'gate_a',
      changeLog: 'Created gate',
      actionType: 'gate_create',
      timestamp: 1_000 + index,
      updatedBy: person,
      updatedByUserID: null,
      updatedByEmail: `${person.toLowerCase()}@example.com`,
      changes: {},
      tags: ['web'],
    });
  return db;
}

describe('the audit log page plans', () => {
  it.each<[string, Partial<AuditLogFilter>, string]>([
    ['no filter', {}, 'COVERING INDEX audit_log_by_time'],
    [
      'dates and two action types',
      { from: 5, to: 9_000, actionTypes: ['gate_create', 'gate_update'] },
      'audit_log_by_time',
    ],
    [
      'one person with action types and dates',
      { updatedBy: 'ada', actionTypes: ['gate_create'], from: 5 },
      'audit_log_by_person_time',
    ],
    [
      'a substring naming two people, with a type',
      { updatedBy: 'example', actionTypes: ['gate_create'] },
      'audit_log_by_time',
    ],
    [
      'an entity with a tag, a type and a person',
      { id: 'gate_a', tags: ['web'], actionTypes: ['gate_create'], updatedBy: 'ada' },
      'audit_log_by_entity_time',
    ],
    ['two tags', { tags: ['web', 'checkout'] }, 'SEARCH t USING PRIMARY KEY (tag=?'],
    [
      'a tag with a type and a person',
      { tags: ['web'], actionTypes: ['gate_create'], updatedBy: 'ada', to: 9_000 },
      'SEARCH t USING PRIMARY KEY (tag=?',
    ],
  ])('reads %s in order from %s, without sorting, in both orders', (_what, filter, source) => {
    const db = store();
    for (const sortOrder of ['desc', 'asc'] as const) {
      const resolved = resolveFilter(db, { ...NO_AUDIT_FILTER, ...filter, sortOrder });
      const plan = queryPlan(db, pageQuery(resolved, { from: resolved.from, to: resolved.to }, 40, 20));
      expect(plan).toContain(source);
      expect(plan).not.toContain('TEMP B-TREE');
      // The table's rows are read only to join a tag's entries, by their id, never scanned.
      expect(plan).not.toMatch(/SCAN (a|audit_log)\b(?! USING)/);
    }
  });

  it("checks an entity's entries for tags by their own (tag, time, entry) key, not by every entry of the tag", () => {
    const db = store();
    const resolved = resolveFilter(db, { ...NO_AUDIT_FILTER, id: 'gate_a', tags: ['web'] });
    for (const query of [entityCountQuery(resolved), pageQuery(resolved, {}, 0, 20)])
      expect(queryPlan(db, query)).toContain('SEARCH o USING PRIMARY KEY (tag=? AND timestamp=? AND entry_id=?)');
  });

  it("counts an entity's entries on its own index alone", () => {
    const db = store();
    const resolved = resolveFilter(db, {
      ...NO_AUDIT_FILTER,
      id: 'gate_a',
      actionTypes: ['gate_create'],
      updatedBy: 'ada',
    });
    expect(queryPlan(db, entityCountQuery(resolved))).toMatch(
      /SEARCH audit_log USING COVERING INDEX audit_log_by_entity_time/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { filterAuditEntries } from './filterAuditEntries';
import { auditEntriesFromVersions } from './versionAuditEntries';

const DAY = 86_400_000;
const START = Date.UTC(2026, 2, 1, 9, 30, 0);

function version(version: number, overrides: Partial<Gate> = {}): Gate {
  return {
    id: 'checkout_flow',
    name: 'Checkout flow',
    description: 'New checkout',
    isEnabled: true,
    status: 'In Progress',
    rules: [],
    tags: ['checkout'],
    targetApps: [],
    version,
    lastModifiedTime: START + (version - 1) * DAY,
    lastModifierName: 'Maya Chen',
    lastModifierEmail: 'maya@example.com',
    lastModifierID: 'u1',
    ...overrides,
  };
}

const rule = { id: 'r1', name: 'Canada', passPercentage: 50, conditions: [], environments: null };

const history = [
  version(4, { status: 'Launched', rules: [rule], lastModifierName: 'Priya Raman', lastModifierEmail: 'p@x.io' }),
  version(1),
  version(3, { rules: [rule], tags: ['web'] }),
  version(2, { isEnabled: false }),
];

describe('auditEntriesFromVersions', () => {
  it('makes one entry per version: a create, then each change with the action read from it', () => {
    const entries = auditEntriesFromVersions(history).map(({ entry }) => [entry.actionType, entry.changeLog]);
    expect(entries).toEqual([
      ['gate_create', 'Created gate'],
      ['gate_disable', 'Disabled gate'],
      ['gate_enable', 'Enabled gate'],
      ['gate_launch', 'Launched gate'],
    ]);
  });

  it('takes who and when from the version, and the rules before and after as the change', () => {
    const launch = auditEntriesFromVersions(history)[3];
    expect(launch?.entry).toMatchObject({
      id: 'checkout_flow@4',
      name: 'checkout_flow',
      updatedBy: 'Priya Raman',
      date: '2026-03-04',
      time: '09:30:00',
      changes: { status: { old: 'In Progress', new: 'Launched' } },
    });
    const third = auditEntriesFromVersions(history)[2];
    expect(third?.entry.changes.rules).toEqual({ old: [], new: [rule] });
    expect(third?.tags).toEqual(['checkout', 'web']);
  });

  it('reads an edit as an update, and archiving before the rest', () => {
    const [, edit] = auditEntriesFromVersions([version(1), version(2, { description: 'Shorter' })]);
    expect(edit?.entry).toMatchObject({ actionType: 'gate_update', changeLog: 'Updated gate description' });
    const [, archive] = auditEntriesFromVersions([version(1), version(2, { status: 'Archived', isEnabled: false })]);
    expect(archive?.entry.actionType).toBe('gate_archive');
  });

  it('gives a history cut short no create: its oldest version is only the starting point', () => {
    const entries = auditEntriesFromVersions([version(8), version(9, { description: 'Later' })]);
    expect(entries.map(({ entry }) => entry.id)).toEqual(['checkout_flow@9']);
  });
});

describe('filterAuditEntries', () => {
  const built = auditEntriesFromVersions(history);
  const ids = (filters: Parameters<typeof filterAuditEntries>[1]) =>
    filterAuditEntries(built, filters).map((entry) => entry.id);

  it('puts the newest first', () => {
    expect(ids({})).toEqual(['checkout_flow@4', 'checkout_flow@3', 'checkout_flow@2', 'checkout_flow@1']);
  });

  it('filters by inclusive UTC dates, action types, record id, part of a name or email, and every tag', () => {
    expect(ids({ startDate: '2026-03-02', endDate: '2026-03-03' })).toEqual(['checkout_flow@3', 'checkout_flow@2']);
    expect(ids({ actionTypes: 'gate_launch,gate_create' })).toEqual(['checkout_flow@4', 'checkout_flow@1']);
    expect(ids({ id: 'checkout' })).toEqual([]);
    expect(ids({ updatedBy: 'PRIYA' })).toEqual(['checkout_flow@4']);
    expect(ids({ updatedBy: 'p@x' })).toEqual(['checkout_flow@4']);
    // Version 3 added web and version 4 took it off again: both carry it, as the server's log keeps both sides' tags.
    expect(ids({ tags: 'checkout,web' })).toEqual(['checkout_flow@4', 'checkout_flow@3']);
    expect(ids({ tags: 'web' })).not.toContain('checkout_flow@2');
  });
});

import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/auditLog';
import { auditEntryWords } from './auditEntryWords';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '7',
  name: 'checkout_flow',
  changeLog: 'Updated gate description and rules',
  actionType: 'gate_update',
  date: '2026-03-04',
  time: '05:06:07',
  timestamp: Date.UTC(2026, 2, 4, 5, 6, 7),
  updatedBy: 'Maya Chen',
  changes: {},
  ...overrides,
});

describe('auditEntryWords', () => {
  it('says when, who and each field before and after, rules by their count', () => {
    const words = auditEntryWords(
      entry({
        changes: {
          description: { old: 'Old text', new: 'New text' },
          isEnabled: { old: true, new: false },
          rules: { old: [{ id: 'a' }], new: [{ id: 'a' }, { id: 'b' }] },
        },
      }),
    );
    expect(words).toEqual({
      when: '2026-03-04 05:06:07 UTC',
      who: 'Maya Chen',
      sentence: 'Updated gate description and rules',
      kind: 'gate',
      changes: ['description: "Old text" → "New text"', 'isEnabled: true → false', 'rules changed (1 → 2 rules)'],
      comparable: true,
    });
  });

  it('lists a create by its new values only, with nothing to compare', () => {
    const words = auditEntryWords(
      entry({
        actionType: 'gate_create',
        changeLog: 'Created gate',
        changes: { name: { new: 'Checkout' }, rules: { new: [] }, description: { new: null } },
      }),
    );
    expect(words.changes).toEqual(['name: "Checkout"', 'rules: 0 rules', 'description: none']);
    expect(words.comparable).toBe(false);
  });

  it('cuts a long value and names the kind of record from the action type', () => {
    const words = auditEntryWords(
      entry({
        actionType: 'metric_source_create',
        changes: { sql: { new: 'SELECT '.repeat(20) } },
      }),
    );
    expect(words.kind).toBe('metric-source');
    expect(words.comparable).toBe(false);
    expect(words.changes[0]?.endsWith('…')).toBe(true);
    expect(words.changes[0]?.length).toBeLessThan(70);
    expect(auditEntryWords(entry({ actionType: 'autotune_experiment_create' })).kind).toBe('autotune');
    expect(auditEntryWords(entry({ actionType: 'something_new' })).kind).toBe('other');
  });
});

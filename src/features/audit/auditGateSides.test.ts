import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/auditLog';
import { diffGates } from '../gate-diff/diffGates';
import { auditGateSides } from './auditGateSides';

const rule = (id: string, passPercentage: number) => ({
  id,
  name: `Rule ${id}`,
  passPercentage,
  conditions: [],
  environments: null,
});

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '7',
  name: 'checkout_flow',
  changeLog: 'Updated gate rules',
  actionType: 'gate_update',
  date: '2026-03-04',
  time: '05:06:07',
  timestamp: Date.UTC(2026, 2, 4, 5, 6, 7),
  updatedBy: 'Maya Chen',
  changes: {},
  ...overrides,
});

describe('auditGateSides', () => {
  it('gives the rules before and after, so the diff finds the one changed and the one added', () => {
    const sides = auditGateSides(
      entry({
        changes: {
          rules: { old: [rule('a', 10)], new: [rule('a', 50), rule('b', 100)] },
          description: { old: 'Old', new: 'New' },
        },
      }),
    );
    if (sides === undefined) throw new Error('expected both sides');
    const diff = diffGates(sides.before, sides.after);
    expect(diff.rules.map((change) => change.kind)).toEqual(['changed', 'added']);
    expect(diff.fields.map((field) => field.field)).toEqual(['description']);
  });

  it('has nothing to compare for a create, a change without rules, or rules that are not rules', () => {
    expect(auditGateSides(entry({ actionType: 'gate_create', changes: { rules: { new: [] } } }))).toBeUndefined();
    expect(auditGateSides(entry({ changes: { description: { old: 'a', new: 'b' } } }))).toBeUndefined();
    expect(auditGateSides(entry({ changes: { rules: { old: 'nonsense', new: [] } } }))).toBeUndefined();
  });
});

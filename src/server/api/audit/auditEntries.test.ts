import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { auditEntryForGateChange } from './auditEntries';

const before: Gate = {
  id: 'checkout',
  name: 'checkout',
  isEnabled: true,
  status: 'Launched',
  rules: [{ id: 'r1', name: 'Everyone', passPercentage: 100, conditions: [], environments: null }],
  tags: ['checkout', 'web'],
  targetApps: [],
  reviewSettings: { requiredReview: false, allowedReviewers: [] },
  lastModifiedTime: 1000,
  lastModifierID: 'u1',
  lastModifierName: 'Ada',
  lastModifierEmail: 'ada@example.com',
  version: 4,
};

describe('auditEntryForGateChange', () => {
  it('records a lifecycle action in words, with the fields it changed, by the new version’s modifier', () => {
    const after: Gate = {
      ...before,
      status: 'Archived',
      isEnabled: false,
      tags: ['web'],
      version: 5,
      lastModifiedTime: 2000,
      lastModifierID: 'u2',
      lastModifierName: 'Bo',
      lastModifierEmail: null,
    };
    expect(auditEntryForGateChange(before, after, 'gate_archive')).toEqual({
      name: 'checkout',
      changeLog: 'Archived gate',
      actionType: 'gate_archive',
      timestamp: 2000,
      updatedBy: 'Bo',
      updatedByUserID: 'u2',
      updatedByEmail: null,
      changes: {
        isEnabled: { old: true, new: false },
        status: { old: 'Launched', new: 'Archived' },
        tags: { old: ['checkout', 'web'], new: ['web'] },
      },
      // The tag the change removed still finds it.
      tags: ['checkout', 'web'],
    });
  });

  it('ignores key order inside rules and names several changed fields in one sentence', () => {
    const [rule] = before.rules;
    const reordered = { conditions: [], passPercentage: 100, name: 'Everyone', id: 'r1', environments: null };
    const after: Gate = { ...before, rules: [reordered], description: 'New', idType: 'stableID', name: 'Checkout' };
    const entry = auditEntryForGateChange({ ...before, rules: rule ? [rule] : [] }, after, 'gate_update');
    expect(Object.keys(entry.changes)).toEqual(['name', 'description', 'idType']);
    expect(entry.changeLog).toBe('Updated gate name, description and id type');
  });
});

import { describe, expect, it } from 'vitest';
import type { Gate } from './gate';
import { gateAfterLifecycle } from './gateLifecycle';

const gate: Gate = {
  id: 'g',
  isEnabled: true,
  status: 'In Progress',
  tags: [],
  targetApps: [],
  rules: [
    {
      id: 'r1',
      name: 'Staff',
      passPercentage: 100,
      conditions: [{ type: 'email', operator: 'any', targetValue: ['a'] }],
    },
    { id: 'r2', name: 'Half', passPercentage: 50, conditions: [] },
  ],
};

describe('gateAfterLifecycle', () => {
  it('launch leaves one rule passing everyone, enabled and Launched', () => {
    const after = gateAfterLifecycle({ ...gate, isEnabled: false, status: 'Disabled' }, 'launch');
    expect(after).toMatchObject({ isEnabled: true, status: 'Launched' });
    expect(after.rules).toEqual([{ name: 'Launched', passPercentage: 100, conditions: [], environments: null }]);
  });

  it('disable keeps the rules and makes the gate Disabled; enable derives the status again', () => {
    const disabled = gateAfterLifecycle(gate, 'disable');
    expect(disabled).toMatchObject({ isEnabled: false, status: 'Disabled', rules: gate.rules });
    expect(gateAfterLifecycle(disabled, 'enable')).toMatchObject({ isEnabled: true, status: 'In Progress' });
  });

  it('archive keeps isEnabled and the rules; unarchive brings back the status from before', () => {
    const archived = gateAfterLifecycle(gate, 'archive');
    expect(archived).toMatchObject({ isEnabled: true, status: 'Archived', rules: gate.rules });
    expect(gateAfterLifecycle(archived, 'unarchive').status).toBe('In Progress');
  });
});

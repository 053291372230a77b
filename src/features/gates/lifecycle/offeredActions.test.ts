import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { offeredActions } from './offeredActions';

const gate = (fields: Partial<Gate>): Gate => ({ id: 'g', rules: [], tags: [], targetApps: [], ...fields });
const launchedRule = { name: 'Launched', passPercentage: 100, conditions: [] };

describe('offeredActions', () => {
  it('offers Launch, Disable and Archive for a gate rolling out', () => {
    const rolling = gate({ isEnabled: true, status: 'In Progress', rules: [{ ...launchedRule, passPercentage: 5 }] });
    expect(offeredActions(rolling, new Set())).toEqual(['launch', 'disable', 'archive']);
  });

  it('offers Enable instead of Disable for a disabled gate, and no Launch once launched that way', () => {
    expect(offeredActions(gate({ isEnabled: false, status: 'Disabled' }), new Set())).toEqual([
      'launch',
      'enable',
      'archive',
    ]);
    expect(offeredActions(gate({ isEnabled: true, status: 'Launched', rules: [launchedRule] }), new Set())).toEqual([
      'disable',
      'archive',
    ]);
  });

  it('offers only Unarchive for an archived gate, and nothing the server lacks', () => {
    const archived = gate({ isEnabled: true, status: 'Archived' });
    expect(offeredActions(archived, new Set())).toEqual(['unarchive']);
    expect(offeredActions(archived, new Set(['unarchive']))).toEqual([]);
    expect(offeredActions(gate({ isEnabled: true }), new Set(['archive', 'launch']))).toEqual(['disable']);
  });
});

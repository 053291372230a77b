import { describe, expect, it } from 'vitest';
import { GateRowCheck } from '../../../contract/gateRow';
import { checkGateRows } from './checkGateRows';

function row(value: unknown) {
  const checked = GateRowCheck.safeParse(value);
  if (!checked.success) throw new Error('not a row');
  return checked.data;
}

describe('checkGateRows', () => {
  it('moves a gate whose rules cannot be read out of the rows and names it, keeping the others', () => {
    const good = row({ id: 'good', rules: [{ name: 'All', passPercentage: 100, conditions: [] }] });
    const bad = row({ id: 'bad', rules: [{ name: 'Broken', passPercentage: 'half' }] });
    const earlier = { id: 'odd', problem: 'id: Invalid input: expected string, received number' };
    const page = { items: [good, bad], unreadable: [earlier], message: 'ok' };

    const checked = checkGateRows(page);

    expect(checked.items.map((gate) => gate.id)).toEqual(['good']);
    expect(checked.unreadable.map((record) => record.id)).toEqual(['odd', 'bad']);
    expect(checked.unreadable[0]).toBe(earlier);
    expect(checked.unreadable[1]?.problem).toMatch(/^rules\.0\./);
    expect(checked.message).toBe('ok');
  });

  it('returns the same page when every record reads whole, so the table does not render again', () => {
    const page = { items: [row({ id: 'a' }), row({ id: 'b', tags: ['x'] })] };
    expect(checkGateRows(page)).toBe(page);
  });
});

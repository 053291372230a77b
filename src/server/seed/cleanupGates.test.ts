import { describe, expect, it } from 'vitest';
import { STALE_REASON_KINDS, staleReasons } from '../../contract/staleGates';
import { seedGates } from './seedGates';

const NOW = Date.UTC(2026, 0, 15, 12);
const current = seedGates(NOW).flatMap(({ versions }) => versions.slice(-1));
const reasonsByName = new Map(current.map((gate) => [gate.name, staleReasons(gate, NOW).map((reason) => reason.kind)]));

describe('seeded gates a stale-gate review finds', () => {
  it.each(STALE_REASON_KINDS)('has at least one gate for the reason %s', (kind) => {
    expect(current.some((gate) => staleReasons(gate, NOW).some((reason) => reason.kind === kind))).toBe(true);
  });

  it('leaves the recently launched and recently disabled gates alone, and the archived ones', () => {
    expect(reasonsByName.get('Weekly planner view')).toEqual([]);
    expect(reasonsByName.get('Android home widget')).toEqual([]);
    expect(reasonsByName.get('Checkout trust badges')).toEqual([]);
  });

  it('finds the cleanup gates the service has not marked', () => {
    expect(reasonsByName.get('Free shipping threshold')).toContain('launched');
    expect(reasonsByName.get('Partner coupon codes')).toContain('all-false');
    expect(reasonsByName.get('Legacy PDF invoices')).toEqual(['disabled', 'no-checks']);
    expect(reasonsByName.get('Notification sound picker')).toEqual(['no-rules', 'no-checks']);
    expect(reasonsByName.get('Search synonyms v1')).toEqual(['temporary-unchanged']);
  });
});

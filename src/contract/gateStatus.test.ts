import { describe, expect, it } from 'vitest';
import { gateIdFromName } from './gateId';
import { deriveGateStatus } from './gateStatus';

const rule = (passPercentage: number, conditions: { type: string }[] = []) => ({ passPercentage, conditions });

describe('gate status', () => {
  it('is Disabled when the gate is off, whatever its rules', () => {
    expect(deriveGateStatus(false, [rule(100)])).toBe('Disabled');
  });

  it('is In Progress while a rule passes part of its units', () => {
    expect(deriveGateStatus(true, [rule(100), rule(0.01)])).toBe('In Progress');
  });

  it('is Launched when a rule without conditions passes everyone', () => {
    expect(deriveGateStatus(true, [rule(0), rule(100)])).toBe('Launched');
  });

  it('is In Progress when the only full rule has conditions, or there are no rules', () => {
    expect(deriveGateStatus(true, [rule(100, [{ type: 'country' }])])).toBe('In Progress');
    expect(deriveGateStatus(true, [])).toBe('In Progress');
  });
});

describe('gate id from name', () => {
  it('lower-cases and joins each run of other characters with one underscore', () => {
    expect(gateIdFromName('New Checkout Flow')).toBe('new_checkout_flow');
    expect(gateIdFromName('Pricing page - v2.1')).toBe('pricing_page_v2_1');
  });
});

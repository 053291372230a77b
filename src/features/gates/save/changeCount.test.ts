import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { toGateFormValues } from '../editor/gateFormValues';
import { changeCount, changeCountText } from './changeCount';

const gate: Gate = {
  id: 'mobile_offline_mode',
  name: 'Mobile offline mode',
  description: 'Lets the app work offline',
  isEnabled: true,
  tags: ['mobile'],
  targetApps: [],
  idType: 'userID',
  reviewSettings: { requiredReview: false, allowedReviewers: [] },
  version: 1,
  rules: [{ id: 'r1', name: 'Everyone', passPercentage: 10, conditions: [], environments: null }],
};

describe('changeCount', () => {
  it('counts nothing for an untouched form, so no version can be saved from it', () => {
    expect(changeCount(gate, toGateFormValues(gate))).toBe(0);
  });

  it('counts nothing when a field was typed and typed back', () => {
    const values = toGateFormValues(gate);
    values.description = 'Lets the app work offline, edited';
    values.description = 'Lets the app work offline';
    expect(changeCount(gate, values)).toBe(0);
  });

  it('counts a changed field and a changed rule as two changes', () => {
    const values = toGateFormValues(gate);
    values.description = 'Rewritten';
    const [rule] = values.rules;
    if (rule === undefined) throw new Error('the gate has a rule');
    values.rules = [{ ...rule, passPercentage: '50' }];
    expect(changeCount(gate, values)).toBe(2);
  });
});

describe('changeCountText', () => {
  it('says one change in the singular and more in the plural', () => {
    expect(changeCountText(1)).toBe('1 unsaved change');
    expect(changeCountText(3)).toBe('3 unsaved changes');
  });
});

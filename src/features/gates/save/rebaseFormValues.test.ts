import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { toGateFormValues } from '../editor/gateFormValues';
import { changeCount } from './changeCount';
import { rebaseFormValues } from './rebaseFormValues';

const loaded: Gate = {
  id: 'one_page_checkout',
  name: 'One page checkout',
  description: 'Original',
  isEnabled: true,
  tags: ['checkout'],
  targetApps: [],
  idType: 'userID',
  reviewSettings: { requiredReview: false, allowedReviewers: [] },
  version: 13,
  rules: [{ id: 'r1', name: 'Everyone', passPercentage: 10, conditions: [], environments: null }],
};

describe('rebaseFormValues', () => {
  it('puts the edits on the newer version, so the next save is one change against it and keeps the other change', () => {
    const newer: Gate = { ...loaded, version: 14, tags: ['checkout', 'changed-behind'] };
    const values = toGateFormValues(loaded);
    values.description = 'Mine';
    const rebased = rebaseFormValues(loaded, values, newer);
    expect(rebased.baseValues).toEqual(toGateFormValues(newer));
    expect(rebased.values.description).toBe('Mine');
    expect(rebased.values.tags).toEqual(['checkout', 'changed-behind']);
    expect(changeCount(newer, rebased.values)).toBe(1);
    expect(rebased.bothChanged).toEqual([]);
  });

  it('names a field both sides changed, keeping the user value', () => {
    const newer: Gate = { ...loaded, version: 14, description: 'Theirs' };
    const values = toGateFormValues(loaded);
    values.description = 'Mine';
    const rebased = rebaseFormValues(loaded, values, newer);
    expect(rebased.values.description).toBe('Mine');
    expect(rebased.bothChanged).toEqual(['description']);
  });
});

import { describe, expect, it } from 'vitest';
import { GateSchema } from './gate';
import { GateViewCheck } from './gateView';

const rule = {
  id: 'r1',
  name: 'English-speaking markets',
  passPercentage: 50,
  conditions: [{ type: 'country', operator: 'any', targetValue: ['US', 'GB'] }, { type: 'public' }],
  environments: null,
  pendingAutomatedRollouts: [{ passPercent: 100, time: 1_700_000_000_000 }],
  returnValue: { any: ['json'] },
};
const gate = {
  id: 'search_ranking_v3',
  name: 'Search ranking v3',
  description: 'Ranks results',
  idType: 'userID',
  isEnabled: true,
  status: 'In Progress',
  type: 'TEMPORARY',
  rules: [rule, { name: 'Everyone else', passPercentage: 0 }],
  tags: ['search'],
  targetApps: 'web, ios',
  reviewSettings: { requiredReview: true },
  version: 4,
  permalink: '/gates/search_ranking_v3',
  owner: { ownerName: 'Ada' },
  somethingNew: { kept: true },
};

// Records whose fault lies in a field the first view shows: the check must refuse each as GateSchema does, naming
// the same field first with the same words, so the page's error reads the same whichever check finds it.
const broken: [string, unknown][] = [
  ['no id', { ...gate, id: undefined }],
  ['a numeric name', { ...gate, name: 42 }],
  ['a description of null', { ...gate, description: null }],
  ['isEnabled as text', { ...gate, isEnabled: 'yes' }],
  ['a numeric status', { ...gate, status: 3 }],
  ['a type of null', { ...gate, type: null }],
  ['rules as an object', { ...gate, rules: {} }],
  ['a rule that is text', { ...gate, rules: ['rule'] }],
  ['a rule without a name', { ...gate, rules: [{ ...rule, name: undefined }] }],
  ['a pass percentage as text', { ...gate, rules: [{ ...rule, passPercentage: '50' }] }],
  ['conditions as an object', { ...gate, rules: [{ ...rule, conditions: {} }] }],
  ['a condition without a type', { ...gate, rules: [{ ...rule, conditions: [{ operator: 'any' }] }] }],
  ['a numeric operator', { ...gate, rules: [{ ...rule, conditions: [{ type: 'country', operator: 1 }] }] }],
  ['a target value of true', { ...gate, rules: [{ ...rule, conditions: [{ type: 'country', targetValue: true }] }] }],
  [
    'a target list with a number',
    { ...gate, rules: [{ ...rule, conditions: [{ type: 'x', targetValue: ['a', 1] }] }] },
  ],
  ['environments as text', { ...gate, rules: [{ ...rule, environments: 'prod' }] }],
  ['a rollout without a time', { ...gate, rules: [{ ...rule, completedAutomatedRollouts: [{ passPercent: 5 }] }] }],
  ['a numeric rule id', { ...gate, rules: [{ ...rule, id: 1 }] }],
  ['a tag that is a number', { ...gate, tags: ['a', 2] }],
  ['target apps as a number', { ...gate, targetApps: 3 }],
  ['target apps with a number', { ...gate, targetApps: ['web', 3] }],
  ['review settings without requiredReview', { ...gate, reviewSettings: {} }],
  [
    'a reviewer without an email',
    { ...gate, reviewSettings: { requiredReview: true, allowedReviewers: [{ id: 'a', name: 'A' }] } },
  ],
  ['a fractional version', { ...gate, version: 1.5 }],
  ['a version as text', { ...gate, version: '4' }],
  ['a numeric permalink', { ...gate, permalink: 9 }],
  ['two faults', { ...gate, name: 1, rules: [{ ...rule, name: 2 }] }],
  ['an array', [gate]],
  ['null', null],
];

describe('GateViewCheck', () => {
  it('reads a whole gate as GateSchema does, keeping the fields it does not check', () => {
    const view = GateViewCheck.safeParse(gate);
    const whole = GateSchema.parse(gate);
    expect(view.success && view.data).toEqual(whole);
    expect(view.success && view.data).toMatchObject({ owner: { ownerName: 'Ada' }, somethingNew: { kept: true } });
  });

  it('gives absent lists the schema defaults', () => {
    const bare = { id: 'bare', rules: [{ name: 'r', passPercentage: 1 }], reviewSettings: { requiredReview: false } };
    const view = GateViewCheck.safeParse(bare);
    expect(view.success && view.data).toEqual(GateSchema.parse(bare));
    expect(view.success && view.data).toMatchObject({ tags: [], targetApps: [], rules: [{ conditions: [] }] });
  });

  it.each(broken)('refuses %s with the issue GateSchema names first', (_, value) => {
    const view = GateViewCheck.safeParse(value);
    const whole = GateSchema.safeParse(value);
    expect(whole.success).toBe(false);
    expect(view.success).toBe(false);
    if (view.success || whole.success) return;
    const first = whole.error.issues[0];
    expect(view.error.issues[0]).toEqual({ path: first?.path, message: first?.message });
  });

  it('lets through a fault in a field it does not read, which the whole check then refuses', () => {
    const value = { ...gate, owner: 'Ada' };
    expect(GateViewCheck.safeParse(value).success).toBe(true);
    expect(GateSchema.safeParse(value).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { evaluationChanged } from './evaluationChange';
import { config, country, rule, user } from './testing/evaluationFixtures';

const canada = rule('canada', 100, [country(['CA'])], { returnValue: { tier: 'canada' } });
const closed = rule('closed', 0, [], { returnValue: { tier: 'never' } });
const ca = user({ userID: 'u1', country: 'CA' });
const fr = user({ userID: 'u2', country: 'FR' });

describe('evaluate a dynamic config', () => {
  it.each([
    ['a passing rule returns its value', config([canada]), ca, 'pass', { tier: 'canada' }],
    ['no rule applying returns the default value', config([canada]), fr, 'fail', { tier: 'default' }],
    ['no rules at all return the default value', config([]), ca, 'fail', { tier: 'default' }],
    ['a rule at 0 % returns the default value', config([closed, canada]), ca, 'fail', { tier: 'default' }],
    [
      'a disabled config returns the default value',
      config([canada], { isEnabled: false }),
      ca,
      'fail',
      { tier: 'default' },
    ],
  ])('%s', async (_title, subject, testUser, result, value) => {
    const evaluation = await evaluate(subject, testUser);
    expect({ kind: evaluation.kind, result: evaluation.result, value: evaluation.value }).toEqual({
      kind: 'dynamic_config',
      result,
      value,
    });
  });

  it('returns no value when the result is unknown', async () => {
    const mystery = rule('mystery', 100, [{ type: 'device_model', operator: 'any', targetValue: ['x'] }]);
    const evaluation = await evaluate(config([mystery, canada]), ca);
    expect(evaluation).toMatchObject({ result: 'unknown', value: undefined });
  });

  it('returns no value for a gate', async () => {
    const evaluation = await evaluate({ ...config([canada]), kind: 'gate' }, ca);
    expect(evaluation).toMatchObject({ result: 'pass', value: undefined });
  });
});

describe('evaluationChanged', () => {
  it('sees a changed result and a changed value, not a changed deciding rule', async () => {
    const before = await evaluate(config([canada]), ca);
    const otherValue = await evaluate(config([{ ...canada, returnValue: { tier: 'maple' } }]), ca);
    const otherRule = await evaluate(config([{ ...canada, id: 'r_other', name: 'other' }]), ca);
    const failing = await evaluate(config([canada], { isEnabled: false }), ca);
    expect(evaluationChanged(before, otherValue)).toBe(true);
    expect(evaluationChanged(before, otherRule)).toBe(false);
    expect(evaluationChanged(before, failing)).toBe(true);
  });
});

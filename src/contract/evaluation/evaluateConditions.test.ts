import { describe, expect, it } from 'vitest';
import type { Condition } from '../rule';
import { CONDITION_TYPES } from '../conditionOperators';
import { evaluate } from './evaluate';
import type { TestUser } from './testUser';
import { country, gate, rule, user } from './testing/evaluationFixtures';

/** Each condition type, and the test user whose field it reads holding "x". */
const READS: [type: string, extra: Partial<Condition>, holder: Partial<TestUser>][] = [
  ['user_id', {}, { userID: 'x' }],
  ['email', {}, { email: 'x' }],
  ['country', {}, { country: 'x' }],
  ['ip_address', {}, { ip: 'x' }],
  ['app_version', {}, { appVersion: 'x' }],
  ['browser_name', {}, { browserName: 'x' }],
  ['browser_version', {}, { browserVersion: 'x' }],
  ['os_name', {}, { osName: 'x' }],
  ['os_version', {}, { osVersion: 'x' }],
  ['environment_tier', {}, { environment: 'x' }],
  ['custom_field', { field: 'plan' }, { custom: { plan: 'x' } }],
  ['unit_id', { customID: 'storeID' }, { customIDs: { storeID: 'x' } }],
];

const oneCondition = (condition: Condition) => gate([rule('only', 100, [condition])]);

describe('conditions read the test user', () => {
  it.each(READS)('%s reads its own field and no other', async (type, extra, holder) => {
    const condition = { type, operator: 'any', targetValue: ['X'], ...extra };
    const holding = await evaluate(oneCondition(condition), user(holder));
    expect(holding.rules[0]?.conditions[0]).toMatchObject({ userValue: 'x', outcome: 'matched' });
    expect(holding.result).toBe('pass');
    // Every other field holds "x", this one is missing: it must not match.
    const others = READS.filter(([other]) => other !== type).map(([, , fields]) => fields);
    const everyOther = user(Object.assign({}, ...others) as Partial<TestUser>);
    const missing = await evaluate(oneCondition(condition), everyOther);
    expect(missing.rules[0]?.conditions[0]?.userValue).toBeUndefined();
    expect(missing.result).toBe('fail');
  });

  it('covers every condition type of the API', () => {
    const covered = new Set([...READS.map(([type]) => type), 'passes_segment', 'fails_segment']);
    expect(covered).toEqual(new Set(CONDITION_TYPES));
  });

  it('reads a unit_id condition on userID from the user id', async () => {
    const condition = { type: 'unit_id', operator: 'any', targetValue: ['u1'], customID: 'userID' };
    expect((await evaluate(oneCondition(condition), user({ userID: 'u1' }))).result).toBe('pass');
  });

  it.each([
    ['none', true],
    ['none_case_sensitive', true],
    ['str_contains_none', true],
    ['any', false],
    ['str_ends_with_any', false],
    ['str_matches', false],
  ])('a blank email with %s matched: %s', async (operator, matched) => {
    const condition = { type: 'email', operator, targetValue: operator === 'str_matches' ? '.*' : ['@acme.com'] };
    const evaluation = await evaluate(oneCondition(condition), user({ userID: 'u1', email: '   ' }));
    expect(evaluation.rules[0]?.conditions[0]?.outcome).toBe(matched ? 'matched' : 'not matched');
  });
});

describe('targets', () => {
  it('compares numbers in a list of targets, as a record read loosely may hold them, as texts', async () => {
    const numbers = [42, 7] as unknown as string[];
    const condition = { type: 'custom_field', operator: 'any', targetValue: numbers, field: 'seats' };
    const evaluation = await evaluate(oneCondition(condition), user({ userID: 'u1', custom: { seats: '42' } }));
    expect(evaluation.result).toBe('pass');
    expect(evaluation.rules[0]?.conditions[0]?.targets).toEqual(['42', '7']);
  });
});

describe('segments', () => {
  const segments = gate([
    rule('beta', 100, [{ type: 'passes_segment', targetValue: 'beta_testers' }]),
    rule('not fraud', 100, [{ type: 'fails_segment', targetValue: 'fraud_watchlist' }]),
  ]);

  it('passes a passes_segment rule for a user listed in the segment, and says it assumed so', async () => {
    const evaluation = await evaluate(segments, user({ userID: 'u1', segments: ['beta_testers'] }));
    expect(evaluation.decidingRule?.index).toBe(0);
    expect(evaluation.assumptions.segments).toEqual([{ name: 'beta_testers', member: true }]);
  });

  it('counts a segment the user does not list as "not in"', async () => {
    const evaluation = await evaluate(segments, user({ userID: 'u1' }));
    expect(evaluation.decidingRule?.index).toBe(1);
    expect(evaluation.assumptions.segments).toEqual([
      { name: 'beta_testers', member: false },
      { name: 'fraud_watchlist', member: false },
    ]);
  });

  it('fails a fails_segment rule for a user in that segment', async () => {
    const evaluation = await evaluate(segments, user({ userID: 'u1', segments: ['fraud_watchlist'] }));
    expect(evaluation).toMatchObject({ result: 'fail', reason: 'default' });
  });
});

describe('what the console cannot read', () => {
  const mystery: Condition = { type: 'device_model', operator: 'any', targetValue: ['Pixel'] };
  const oddOperator: Condition = { type: 'country', operator: 'is_near', targetValue: ['CA'] };
  const badPattern: Condition = { type: 'email', operator: 'str_matches', targetValue: '([a-z' };
  const u1 = user({ userID: 'u1', country: 'CA', email: 'a@b.c' });

  it.each([
    ['an unknown condition type', mystery, 'the console does not know the condition type "device_model"'],
    ['an unknown operator', oddOperator, 'the console does not know the operator "is_near"'],
    ['an invalid regular expression', badPattern, 'the pattern is not a valid regular expression'],
  ])('%s makes the result unknown from that rule on', async (_title, condition, note) => {
    const evaluation = await evaluate(gate([rule('a', 100, [condition]), rule('b', 100)]), u1);
    expect(evaluation).toMatchObject({ result: 'unknown', reason: 'unknown', value: undefined });
    expect(evaluation.decidingRule?.index).toBe(0);
    expect(evaluation.rules.map((tried) => tried.outcome)).toEqual(['unknown', 'not reached']);
    expect(evaluation.rules[0]?.conditions[0]).toMatchObject({ outcome: 'unknown', note });
  });

  it('lets an earlier rule that applies decide before an unknown one', async () => {
    const evaluation = await evaluate(gate([rule('a', 0), rule('b', 100, [mystery])]), u1);
    expect(evaluation).toMatchObject({ result: 'fail', reason: 'rule' });
    expect(evaluation.rules.map((tried) => tried.outcome)).toEqual(['applied', 'not reached']);
  });

  it('treats a rule as not matched when another of its conditions surely fails', async () => {
    const evaluation = await evaluate(gate([rule('a', 100, [mystery, country(['US'])]), rule('b', 100)]), u1);
    expect(evaluation).toMatchObject({ result: 'pass', reason: 'rule' });
    expect(evaluation.rules.map((tried) => tried.outcome)).toEqual(['not matched', 'applied']);
  });

  it('passes over a rule for another environment even with an unknown condition', async () => {
    const other = rule('a', 100, [mystery], { environments: ['staging'] });
    const evaluation = await evaluate(gate([other, rule('b', 0)]), { ...u1, environment: 'production' });
    expect(evaluation.rules.map((tried) => tried.outcome)).toEqual(['other environment', 'applied']);
    expect(evaluation.result).toBe('fail');
  });

  it('says unknown for a known type without an operator', async () => {
    const evaluation = await evaluate(oneCondition({ type: 'country', targetValue: ['CA'] }), u1);
    expect(evaluation.result).toBe('unknown');
  });
});

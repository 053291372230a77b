import { describe, expect, it } from 'vitest';
import { evaluate, type Evaluation, type EvaluationSubject, type RuleOutcome } from './evaluate';
import type { TestUser } from './testUser';
import { country, gate, nodeBucket, rule, user } from './testing/evaluationFixtures';

const everyone = (pass: number) => rule('everyone', pass);
const staging = (pass: number) => rule('staging', pass, [], { environments: ['staging'] });
const bucketOfU1 = (ruleName: string) => nodeBucket('g', `r_${ruleName}`, 'u1');

interface Expected {
  result: Evaluation['result'];
  reason: Evaluation['reason'];
  /** The deciding rule's position from 0. */
  decidedBy?: number;
  outcomes: RuleOutcome[];
}

type Case = [title: string, subject: EvaluationSubject, user: TestUser, expected: Expected];

const u1 = user({ userID: 'u1', country: 'CA' });

const CASES: Case[] = [
  ['no rules: fails by default', gate([]), u1, { result: 'fail', reason: 'default', outcomes: [] }],
  [
    'a rule without conditions at 100 %',
    gate([everyone(100)]),
    u1,
    { result: 'pass', reason: 'rule', decidedBy: 0, outcomes: ['applied'] },
  ],
  [
    'a rule at 0 % fails by that rule',
    gate([everyone(0), rule('later', 100)]),
    u1,
    { result: 'fail', reason: 'rule', decidedBy: 0, outcomes: ['applied', 'not reached'] },
  ],
  [
    'passes by the second rule when the first does not match',
    gate([rule('us', 100, [country(['US'])]), rule('ca', 100, [country(['CA'])]), everyone(0)]),
    u1,
    { result: 'pass', reason: 'rule', decidedBy: 1, outcomes: ['not matched', 'applied', 'not reached'] },
  ],
  [
    'no rule matches: fails by default',
    gate([rule('us', 100, [country(['US'])]), rule('fr', 100, [country(['FR'])])]),
    u1,
    { result: 'fail', reason: 'default', outcomes: ['not matched', 'not matched'] },
  ],
  [
    'a disabled gate fails everyone and tries no rule',
    gate([everyone(100)], { isEnabled: false }),
    u1,
    { result: 'fail', reason: 'disabled', outcomes: ['not reached'] },
  ],
  [
    'an archived gate fails everyone, said as archived though also disabled',
    gate([everyone(100)], { isEnabled: false, status: 'Archived' }),
    u1,
    { result: 'fail', reason: 'archived', outcomes: ['not reached'] },
  ],
  [
    'a rule for another environment is passed over when a tier is chosen',
    gate([staging(100), everyone(0)]),
    user({ userID: 'u1', environment: 'production' }),
    { result: 'fail', reason: 'rule', decidedBy: 1, outcomes: ['other environment', 'applied'] },
  ],
  [
    'a rule for the chosen environment applies',
    gate([staging(100), everyone(0)]),
    user({ userID: 'u1', environment: 'staging' }),
    { result: 'pass', reason: 'rule', decidedBy: 0, outcomes: ['applied', 'not reached'] },
  ],
  [
    'with no tier chosen, a rule limited to an environment applies',
    gate([staging(100)]),
    u1,
    { result: 'pass', reason: 'rule', decidedBy: 0, outcomes: ['applied'] },
  ],
  [
    'an environment_tier condition reads the chosen tier',
    gate([rule('tier', 100, [{ type: 'environment_tier', operator: 'any', targetValue: ['development'] }])]),
    user({ userID: 'u1', environment: 'development' }),
    { result: 'pass', reason: 'rule', decidedBy: 0, outcomes: ['applied'] },
  ],
  [
    'a unit without a user id passes a 100 % rule',
    gate([everyone(100)]),
    user({ country: 'CA' }),
    { result: 'pass', reason: 'rule', decidedBy: 0, outcomes: ['applied'] },
  ],
  [
    'a unit without a user id fails a 99.99 % rule',
    gate([everyone(99.99)]),
    user({ country: 'CA' }),
    { result: 'fail', reason: 'rule', decidedBy: 0, outcomes: ['applied'] },
  ],
  [
    'a gate by stableID ignores the user id: without a stableID a 99.99 % rule fails',
    gate([everyone(99.99)], { idType: 'stableID' }),
    u1,
    { result: 'fail', reason: 'rule', decidedBy: 0, outcomes: ['applied'] },
  ],
  [
    'a percentage decides by the bucket',
    gate([everyone(50)]),
    u1,
    { result: bucketOfU1('everyone') < 5000 ? 'pass' : 'fail', reason: 'rule', decidedBy: 0, outcomes: ['applied'] },
  ],
];

describe('evaluate a gate', () => {
  it.each(CASES)('%s', async (_title, subject, testUser, expected) => {
    const evaluation = await evaluate(subject, testUser);
    expect({
      result: evaluation.result,
      reason: evaluation.reason,
      decidedBy: evaluation.decidingRule?.index,
      outcomes: evaluation.rules.map((tried) => tried.outcome),
    }).toEqual({ decidedBy: undefined, ...expected });
  });

  it('buckets by `<gate id>.<rule id>.<unit id>` and passes below pass percentage × 100', async () => {
    const bucket = bucketOfU1('ramp');
    // At exactly its bucket the unit fails; one bucket more and it passes.
    for (const [threshold, result] of [
      [bucket, 'fail'],
      [bucket + 1, 'pass'],
    ] as const) {
      const evaluation = await evaluate(gate([rule('ramp', threshold / 100)]), u1);
      expect(evaluation.decidingRule).toMatchObject({ bucket, threshold });
      expect(evaluation.result).toBe(result);
    }
  });

  it('buckets a gate of a custom id type by that id, and names the unit', async () => {
    const subject = gate([rule('ramp', 37)], { idType: 'stableID' });
    const evaluation = await evaluate(subject, user({ userID: 'u1', customIDs: { stableID: 'device-9' } }));
    expect(evaluation.unit).toEqual({ idType: 'stableID', id: 'device-9' });
    expect(evaluation.decidingRule?.bucket).toBe(nodeBucket('g', 'r_ramp', 'device-9'));
  });

  it.each([0, 100])('needs no bucket for a %d percent rule', async (pass) => {
    const evaluation = await evaluate(gate([everyone(pass)]), u1);
    expect(evaluation.decidingRule).toMatchObject({ threshold: pass * 100, passed: pass === 100 });
    expect(evaluation.decidingRule?.bucket).toBeUndefined();
  });

  it('computes no bucket for a unit without the id, and says no estimate was made', async () => {
    const evaluation = await evaluate(gate([everyone(50)]), user(), { bucketing: 'estimate' });
    expect(evaluation.decidingRule?.bucket).toBeUndefined();
    expect(evaluation.unit).toEqual({ idType: 'userID', id: undefined });
    expect(evaluation.assumptions.percentageEstimated).toBe(false);
  });

  it.each([
    [50, 'estimate', true],
    [0.01, 'estimate', true],
    [0, 'estimate', false],
    [100, 'estimate', false],
    [50, 'exact', false],
  ] as const)('a %d %% rule bucketed as %s is an estimate: %s', async (pass, bucketing, estimated) => {
    const evaluation = await evaluate(gate([everyone(pass)]), u1, { bucketing });
    expect(evaluation.assumptions.percentageEstimated).toBe(estimated);
  });

  it('gives the same result for the same unit every time', async () => {
    const subject = gate([rule('a', 33), rule('b', 66)]);
    const first = await evaluate(subject, u1);
    const second = await evaluate(subject, u1);
    expect(second).toEqual(first);
  });
});

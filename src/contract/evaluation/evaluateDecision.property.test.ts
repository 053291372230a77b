import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../rule';
import { evaluate } from './evaluate';
import { gate, rule, user } from './testing/evaluationFixtures';

/** Conditions of several kinds, including ones the console cannot read, so "unknown" meets "not matched". */
const conditionArb: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    type: fc.constant('country'),
    operator: fc.constantFrom('any', 'none', 'made_up_operator'),
    targetValue: fc.subarray(['CA', 'US', 'GB']),
  }),
  fc.record({
    type: fc.constant('app_version'),
    operator: fc.constantFrom('version_gte', 'version_lt'),
    targetValue: fc.constantFrom('1.0', '2.0', '3.1'),
  }),
  fc.record({
    type: fc.constantFrom('passes_segment', 'fails_segment'),
    operator: fc.constant('any'),
    targetValue: fc.constant(['beta'] as string[]),
  }),
  fc.record({
    type: fc.constant('made_up_type'),
    operator: fc.constant('any'),
    targetValue: fc.constant(['x'] as string[]),
  }),
);

const ruleArb = fc.record({
  pass: fc.constantFrom(0, 25, 100),
  conditions: fc.array(conditionArb, { maxLength: 3 }),
  environments: fc.constantFrom<string[] | null>(null, ['production'], ['staging']),
});

const userArb = fc.record({
  userID: fc.string({ minLength: 0, maxLength: 8 }),
  country: fc.constantFrom('CA', 'US', 'FR', ''),
  appVersion: fc.constantFrom('1.5', '2.0', '4', ''),
  environment: fc.constantFrom('production', 'staging', ''),
  segments: fc.subarray(['beta']),
});

describe('the decision trace', () => {
  it('gives the full trace’s result, reason, deciding rule and value for any gate and user', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ruleArb, { maxLength: 6 }), fc.boolean(), userArb, async (rules, enabled, fields) => {
        const subject = gate(
          rules.map((generated, index) =>
            rule(`r${String(index)}`, generated.pass, generated.conditions, { environments: generated.environments }),
          ),
          { isEnabled: enabled },
        );
        const testUser = user(fields);
        const full = await evaluate(subject, testUser);
        const decision = await evaluate(subject, testUser, { trace: 'decision' });
        expect(decision.result).toBe(full.result);
        expect(decision.reason).toBe(full.reason);
        expect(decision.decidingRule).toEqual(full.decidingRule);
        expect(decision.rules.map((tried) => tried.outcome)).toEqual(full.rules.map((tried) => tried.outcome));
      }),
      { numRuns: 1000, seed: 25 },
    );
  });

  it('leaves the conditions of a rule that did not apply untraced', async () => {
    const subject = gate([
      rule('canada', 50, [
        { type: 'country', operator: 'any', targetValue: ['CA'] },
        { type: 'app_version', operator: 'version_gte', targetValue: '2.0' },
      ]),
      rule('everyone', 100),
    ]);
    const evaluation = await evaluate(subject, user({ country: 'FR', appVersion: '2.1' }), { trace: 'decision' });
    expect(evaluation.rules[0]).toMatchObject({ outcome: 'not matched', conditions: [] });
    expect(evaluation.result).toBe('pass');
  });
});

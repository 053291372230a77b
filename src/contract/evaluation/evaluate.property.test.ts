import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { gate, rule, user } from './testing/evaluationFixtures';

const UNITS = 10_000;
/** Random unit ids, the same on every run so a failure can be replayed. */
const unitIds = fc.sample(fc.string({ minLength: 1, maxLength: 24, unit: 'binary' }), { numRuns: UNITS, seed: 22 });

describe('a rule of p % over 10,000 random unit ids', () => {
  it.each([1, 10, 25, 50, 75, 99])('passes %d percent of them, within 1.5 points', async (pass) => {
    const subject = gate([rule('ramp', pass)], { id: `ramp_${String(pass)}` });
    const results = await Promise.all(unitIds.map((userID) => evaluate(subject, user({ userID }))));
    const passed = results.filter((evaluation) => evaluation.result === 'pass').length;
    expect(Math.abs((passed / UNITS) * 100 - pass)).toBeLessThanOrEqual(1.5);
  });
});

describe('a unit’s result', () => {
  it('never changes between two evaluations', async () => {
    const subject = gate([
      rule('first', 30, [{ type: 'country', operator: 'any', targetValue: ['CA'] }]),
      rule('b', 60),
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, unit: 'binary' }),
        fc.constantFrom('CA', 'US', ''),
        async (userID, country) => {
          const testUser = user({ userID, country });
          const first = await evaluate(subject, testUser);
          const second = await evaluate(subject, testUser);
          expect(second).toEqual(first);
        },
      ),
      { numRuns: 500, seed: 22 },
    );
  });
});

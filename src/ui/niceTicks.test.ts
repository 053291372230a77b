import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceStep, niceTicks } from './niceTicks';

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(90)).toBe(100);
    expect(niceStep(0.03)).toBeCloseTo(0.05);
  });
});

describe('niceTicks', () => {
  it('gives even ticks where the charts gave 0/1/2/4 and 0/90/180/360', () => {
    expect(niceTicks(4, { integer: true }).ticks).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(360).ticks).toEqual([0, 100, 200, 300, 400]);
  });

  it('keeps counts whole, however few', () => {
    expect(niceTicks(1, { integer: true }).ticks).toEqual([0, 1]);
    expect(niceTicks(3, { integer: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(niceTicks(7, { integer: true }).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1234, { integer: true }).ticks).toEqual([0, 500, 1000, 1500]);
  });

  it('steps through fractions without rounding noise', () => {
    expect(niceTicks(0.5).ticks).toEqual([0, 0.2, 0.4, 0.6]);
    expect(niceTicks(0.9).ticks).toEqual([0, 0.5, 1]);
  });

  it('gives an empty chart the axis 0 to 1', () => {
    expect(niceTicks(0)).toEqual({ ticks: [0, 1], top: 1 });
    expect(niceTicks(Number.NaN)).toEqual({ ticks: [0, 1], top: 1 });
  });

  it('always starts at 0, steps evenly by 1, 2 or 5 times a power of ten, and reaches the max', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e9, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 2, max: 8 }),
        (max, integer, steps) => {
          const { ticks, top } = niceTicks(max, { integer, steps });
          expect(ticks[0]).toBe(0);
          expect(top).toBeGreaterThanOrEqual(max * (1 - 1e-9));
          const step = ticks[1] ?? 0;
          const mantissa = step / 10 ** Math.floor(Math.log10(step));
          expect([1, 2, 5, 10].some((nice) => Math.abs(mantissa - nice) < 1e-6)).toBe(true);
          ticks.forEach((tick, index) => {
            expect(tick).toBeCloseTo(index * step, 6);
          });
          // One step less would not reach the max: no empty step at the top.
          expect(top - step).toBeLessThan(max);
          if (integer) expect(ticks.every((tick) => Number.isInteger(tick))).toBe(true);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { AutotuneCreateBodySchema } from './autotune';

const valid = {
  name: 'checkout_button_color',
  variants: [
    { name: 'Blue', json: { color: 'blue' }, size: 50 },
    { name: 'Green', json: { color: 'green' }, size: 50 },
  ],
  successEvent: 'purchase',
  explorationWindow: '24hr',
  attributionWindow: '4hrs',
  winnerThreshold: '95%',
};

const firstError = (body: unknown) => {
  const result = AutotuneCreateBodySchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0];
};

describe('autotune create body', () => {
  it('accepts a valid body', () => {
    expect(firstError(valid)).toBeUndefined();
  });

  it('needs at least two variants', () => {
    expect(firstError({ ...valid, variants: valid.variants.slice(0, 1) })?.message).toBe(
      'An autotune needs at least 2 variants',
    );
  });

  it('accepts exploration rates 0.001 and 1, rejects 0.0009 and 1.01', () => {
    for (const rate of [0.001, 1]) {
      expect(
        firstError({ ...valid, explorationWindowRate: rate, longtermExplorationAllocation: rate }),
      ).toBeUndefined();
    }
    for (const rate of [0.0009, 1.01]) {
      expect(firstError({ ...valid, explorationWindowRate: rate })?.path).toEqual(['explorationWindowRate']);
      expect(firstError({ ...valid, longtermExplorationAllocation: rate })?.path).toEqual([
        'longtermExplorationAllocation',
      ]);
    }
  });

  it('accepts only the listed windows and thresholds', () => {
    expect(firstError({ ...valid, explorationWindow: '336hrs' })).toBeUndefined();
    expect(firstError({ ...valid, explorationWindow: '72hr' })?.path).toEqual(['explorationWindow']);
    expect(firstError({ ...valid, attributionWindow: '8hr' })?.path).toEqual(['attributionWindow']);
    expect(firstError({ ...valid, winnerThreshold: '85%' })?.path).toEqual(['winnerThreshold']);
    expect(firstError({ ...valid, attributionWindowUnit: 'week' })?.path).toEqual(['attributionWindowUnit']);
    expect(firstError({ ...valid, optimizationParameter: 'revenue' })?.path).toEqual(['optimizationParameter']);
  });

  it('requires the name formatted as an id', () => {
    expect(firstError({ ...valid, name: 'Checkout Button' })?.path).toEqual(['name']);
    expect(firstError({ ...valid, name: 'checkout__button' })?.path).toEqual(['name']);
    expect(firstError({ ...valid, name: 'checkout_button_2' })).toBeUndefined();
  });

  it('requires variant sizes above zero', () => {
    const variants = [valid.variants[0], { ...valid.variants[1], size: 0 }];
    expect(firstError({ ...valid, variants })?.path).toEqual(['variants', 1, 'size']);
  });
});

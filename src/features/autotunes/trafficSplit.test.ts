import { describe, expect, it } from 'vitest';
import { percentText, trafficSplit } from './trafficSplit';

describe('trafficSplit', () => {
  it('treats sizes as weights that need not sum to 100', () => {
    const split = trafficSplit([
      { name: '12', size: 1 },
      { name: '24', size: 1 },
      { name: '48', size: 2 },
    ]);
    expect(split.map((share) => share.percent)).toEqual([25, 25, 50]);
  });

  it('gives a variant with an empty, zero or non-numeric size no traffic', () => {
    const split = trafficSplit([
      { name: 'A', size: '' },
      { name: 'B', size: 0 },
      { name: 'C', size: '30' },
      { name: 'D', size: 'x' },
    ]);
    expect(split.map((share) => share.percent)).toEqual([0, 0, 100, 0]);
  });

  it('gives nobody traffic when no size is valid', () => {
    expect(trafficSplit([{ name: 'A', size: -1 }]).map((share) => share.percent)).toEqual([0]);
  });
});

describe('percentText', () => {
  it('rounds to whole percent, keeping one decimal for small shares', () => {
    expect(percentText(33.333)).toBe('33%');
    expect(percentText(2.44)).toBe('2.4%');
    expect(percentText(0)).toBe('0%');
  });
});

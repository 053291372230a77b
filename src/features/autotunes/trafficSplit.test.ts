import { describe, expect, it } from 'vitest';
import { roundToHundred, trafficSplit } from './trafficSplit';

describe('trafficSplit', () => {
  it('treats sizes as weights that need not sum to 100', () => {
    const split = trafficSplit([
      { name: '12', size: 1 },
      { name: '24', size: 1 },
      { name: '48', size: 2 },
    ]);
    expect(split.map((share) => share.percent)).toEqual([25, 25, 50]);
    expect(split.map((share) => share.text)).toEqual(['25%', '25%', '50%']);
  });

  it('shows shares that add up to 100%, not 101%', () => {
    const split = trafficSplit([
      { name: 'A', size: 5 },
      { name: 'B', size: 5 },
      { name: 'C', size: 2 },
    ]);
    expect(split.map((share) => share.text)).toEqual(['42%', '42%', '16%']);
    expect(trafficSplit([1, 1, 1].map((size) => ({ name: 'x', size }))).map((share) => share.text)).toEqual([
      '34%',
      '33%',
      '33%',
    ]);
  });

  it('keeps one decimal when a share is under 10%, still adding up to 100%', () => {
    const split = trafficSplit([
      { name: 'Small', size: 1 },
      { name: 'B', size: 20 },
      { name: 'C', size: 20 },
    ]);
    expect(split.map((share) => share.text)).toEqual(['2.4%', '48.8%', '48.8%']);
  });

  it('gives a variant with an empty, zero or non-numeric size no traffic', () => {
    const split = trafficSplit([
      { name: 'A', size: '' },
      { name: 'B', size: 0 },
      { name: 'C', size: '30' },
      { name: 'D', size: 'x' },
    ]);
    expect(split.map((share) => share.percent)).toEqual([0, 0, 100, 0]);
    expect(split.map((share) => share.text)).toEqual(['0%', '0%', '100%', '0%']);
  });

  it('gives nobody traffic when no size is valid', () => {
    expect(trafficSplit([{ name: 'A', size: -1 }]).map((share) => share.text)).toEqual(['0%']);
  });
});

describe('roundToHundred', () => {
  it('gives the units left by rounding down to the largest remainders', () => {
    expect(roundToHundred([41.6, 41.6, 16.8], 0)).toEqual([42, 41, 17]);
    const tenths = roundToHundred([100 / 3, 100 / 3, 100 / 3], 1);
    expect(tenths).toEqual([33.4, 33.3, 33.3]);
  });

  it('leaves all-zero shares at zero', () => {
    expect(roundToHundred([0, 0], 0)).toEqual([0, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { compareVersions } from './versionCompare';

describe('compareVersions', () => {
  it.each([
    ['2.1', '2.1.0', 0],
    ['2.1.0.0', '2.1', 0],
    ['2.10', '2.9', 1],
    ['2.1', '2.1.1', -1],
    ['1.0.0-beta.1', '1.0.0', 0],
    ['3-rc1', '2.9.9', 1],
    [' 4.0 ', '4', 0],
    ['010.1', '10.1', 0],
  ] as const)('%s against %s is %d', (left, right, order) => {
    expect(compareVersions(left, right)).toBe(order);
  });

  it.each([
    ['latest', '1.0'],
    ['1.0', 'v1.0'],
    ['1..2', '1.2'],
    ['', '1'],
    ['-beta', '1'],
    ['1.2a', '1.2'],
  ])('%s against %s is no comparison', (left, right) => {
    expect(compareVersions(left, right)).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUCKET_COUNT, bucketOf, passThreshold } from './bucket';

/** The bucket computed apart from the module: Node's own SHA-256, the first 8 bytes big-endian, modulo 10,000. */
function nodeBucket(text: string): number {
  return Number(createHash('sha256').update(text, 'utf8').digest().readBigUInt64BE(0) % BigInt(BUCKET_COUNT));
}

describe('bucketOf', () => {
  // Worked out once with Node's SHA-256 and kept as literals: they pin the byte order and the separator.
  it.each([
    ['canada_pilot', 'rule_1', 'user-1', 6624],
    ['gate', 'rule', 'unit', 5416],
    ['checkout_flow', 'r1', 'u1', 3193],
    ['café_☕', 'r', 'ü', 2755],
  ])('%s.%s.%s is bucket %d', async (entity, rule, unit, bucket) => {
    await expect(bucketOf(entity, rule, unit)).resolves.toBe(bucket);
  });

  it('agrees with Node’s SHA-256 for many ids, UTF-8 included', async () => {
    for (let index = 0; index < 200; index += 1) {
      const unit = `unit-${String(index * 7919)}-é`;
      await expect(bucketOf('some_gate', `rule${String(index % 3)}`, unit)).resolves.toBe(
        nodeBucket(`some_gate.rule${String(index % 3)}.${unit}`),
      );
    }
  });

  it('gives another bucket when only the rule differs', async () => {
    const buckets = new Set<number>();
    for (const rule of ['a', 'b', 'c', 'd', 'e']) buckets.add(await bucketOf('gate', rule, 'same-unit'));
    expect(buckets.size).toBeGreaterThan(1);
  });
});

describe('passThreshold', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.29, 29],
    [25, 2500],
    [99.99, 9999],
    [100, 10_000],
    [150, 10_000],
    [-3, 0],
  ])('%d %% is %d buckets', (percentage, threshold) => {
    expect(passThreshold(percentage)).toBe(threshold);
  });
});

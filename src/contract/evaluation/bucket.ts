/** Buckets per rule: 10,000 of them, so a pass percentage with two decimals is a whole number of buckets. */
export const BUCKET_COUNT = 10_000;

const encoder = new TextEncoder();

/**
 * The unit's bucket for one rule: the first 8 bytes of SHA-256 of `<entity id>.<rule id>.<unit id>` (UTF-8), read as
 * a big-endian unsigned 64-bit integer, modulo 10,000. Web Crypto, so the browser and Node hash the same way.
 */
export function bucketOf(entityId: string, ruleId: string, unitId: string): Promise<number> {
  return globalThis.crypto.subtle
    .digest('SHA-256', encoder.encode(`${entityId}.${ruleId}.${unitId}`))
    .then(digestBucket);
}

function digestBucket(digest: ArrayBuffer): number {
  // (high × 2³² + low) mod n, in plain numbers: every step stays far below 2⁵³, and no BigInt is made per unit.
  const view = new DataView(digest);
  const high = view.getUint32(0, false);
  const low = view.getUint32(4, false);
  return ((high % BUCKET_COUNT) * (2 ** 32 % BUCKET_COUNT) + low) % BUCKET_COUNT;
}

/** The buckets below which a unit passes: pass percentage × 100, rounded so 0.29 % is 29 buckets, not 28.99…. */
export function passThreshold(passPercentage: number): number {
  return Math.min(BUCKET_COUNT, Math.max(0, Math.round(passPercentage * 100)));
}

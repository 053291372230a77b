/** A version's numeric parts after dropping any `-suffix`; undefined when a part is not a whole number. */
function versionParts(text: string): number[] | undefined {
  const core = text.trim().split('-')[0] ?? '';
  if (core === '') return undefined;
  const parts = core.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  return parts.some(Number.isNaN) ? undefined : parts;
}

/**
 * Compares two versions part by part, missing parts counting as 0 (2.1 equals 2.1.0). Undefined when either is not
 * a version, so the condition does not match rather than guessing.
 */
export function compareVersions(left: string, right: string): number | undefined {
  const a = versionParts(left);
  const b = versionParts(right);
  if (a === undefined || b === undefined) return undefined;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** A version's numeric parts after dropping any `-suffix`; undefined when a part is not a whole number. */
function parse(text: string): number[] | undefined {
  const core = text.trim().split('-')[0] ?? '';
  if (core === '') return undefined;
  const parts = core.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  return parts.some(Number.isNaN) ? undefined : parts;
}

/** Parsed versions by text (null: not a version): a target is compared for every user and every evaluation. */
const parsed = new Map<string, number[] | null>();
const PARSED_KEPT = 5000;

function versionParts(text: string): number[] | undefined {
  let parts = parsed.get(text);
  if (parts === undefined) {
    parts = parse(text) ?? null;
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(text, parts);
  }
  return parts ?? undefined;
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

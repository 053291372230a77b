/** "Name (email)", or whichever of them is known. */
export function personText(
  name: string | null | undefined,
  email: string | null | undefined,
  id?: string | null,
): string {
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? id ?? 'Unknown';
}

export function yesNo(value: boolean | undefined): string {
  if (value === undefined) return '—';
  return value ? 'Yes' : 'No';
}

// Every typeReason the API defines; an upstream's other codes read in lower case words.
const TYPE_REASONS: Record<string, string> = {
  NONE: 'None',
  STALE_PROBABLY_LAUNCHED: 'Stale: probably launched',
  STALE_PROBABLY_UNLAUNCHED: 'Stale: probably never launched',
  STALE_PROBABLY_FORGOTTEN: 'Stale: probably forgotten',
  STALE_NO_RULES: 'Stale: has no rules',
  STALE_PROBABLY_DEAD_CHECK: 'Stale: probably no longer checked in code',
  STALE_EMPTY_CHECKS: 'Stale: not checked recently',
  STALE_ALL_TRUE: 'Stale: passes every check',
  STALE_ALL_FALSE: 'Stale: fails every check',
};

/** Why the gate has its type, in words: "None", "Stale: probably launched"; a dash when the service says nothing. */
export function typeReasonText(reason: string | null | undefined): string {
  if (reason === undefined || reason === null || reason === '') return '—';
  const known = TYPE_REASONS[reason];
  if (known !== undefined) return known;
  const words = reason.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Name (email)", or whichever of them is known. */
export function personText(name: string | null | undefined, email: string | null | undefined, id?: string | null): string {
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? id ?? 'Unknown';
}

export function yesNo(value: boolean | undefined): string {
  if (value === undefined) return '—';
  return value ? 'Yes' : 'No';
}

// Types and stale reasons are upper-case codes on the wire; people read words.
const TYPES: Record<string, string> = {
  PERMANENT: 'Permanent',
  TEMPORARY: 'Temporary',
  STALE: 'Stale',
  TEMPLATE: 'Template',
};

/** "Temporary"; an unknown type from an upstream is shown as it is; undefined reads as a dash. */
export function gateTypeText(type: string | undefined): string {
  if (type === undefined || type === '') return '—';
  return TYPES[type] ?? type;
}

/** Why the service marked a gate stale, in words ("probably launched"); nothing for NONE or no reason. */
export function staleReasonText(reason: string | undefined): string | undefined {
  if (reason === undefined || reason === 'NONE' || reason === '') return undefined;
  return reason
    .replace(/^STALE_/, '')
    .replaceAll('_', ' ')
    .toLowerCase();
}

import { StateBadge } from '../../../ui/StateBadge';

// Launched is done, In Progress is rolling out, Disabled and Archived are off.
const COLOURS: Record<string, string> = {
  Launched: 'green',
  'In Progress': 'blue',
  Disabled: 'gray',
  Archived: 'dark',
};

/** The gate's status as a badge; an unknown status from an upstream is shown as it is. */
export function GateStatusBadge({ status }: { status: string | undefined }) {
  if (status === undefined) return null;
  return <StateBadge color={COLOURS[status] ?? 'gray'}>{status}</StateBadge>;
}

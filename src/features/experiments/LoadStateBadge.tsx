import { StateBadge } from '../../ui/StateBadge';
import { loadStateColor, loadStateLabel, type LoadState } from './loadStates';

/** A pulse load's state as a coloured badge, readable in both colour schemes. */
export function LoadStateBadge({ state }: { state: LoadState }) {
  return <StateBadge color={loadStateColor(state)}>{loadStateLabel(state)}</StateBadge>;
}

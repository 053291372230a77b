import { FINISHED_STATES } from '../../contract/recordEnums';
import type { PulseLoad } from '../../contract/experiment';

/** A finished state of the API, "running" for an unfinished load, or a state an upstream added. */
export type LoadState = string;

const RUNNING = 'running';

/** The state a load is in; a load with no finished state is still running. */
export function loadState(load: PulseLoad): LoadState {
  return load.finishedState ?? RUNNING;
}

const STATE_COLORS: Record<string, string> = {
  success: 'green',
  failure: 'red',
  partial_failure: 'orange',
  cancelled: 'gray',
  timeout: 'yellow',
  [RUNNING]: 'blue',
};

/** The Mantine colour of a state's badge; gray for a state the console does not know. */
export function loadStateColor(state: LoadState): string {
  return STATE_COLORS[state] ?? 'gray';
}

/** "partial failure" for `partial_failure`: the words a person reads. */
export function loadStateLabel(state: LoadState): string {
  return state.replace(/_/g, ' ');
}

interface StateCount {
  state: LoadState;
  count: number;
}

const STATE_ORDER: readonly string[] = [...FINISHED_STATES, RUNNING];

/** How many loads are in each state, known states in a fixed order, then unknown ones; zero counts left out. */
export function countLoadStates(loads: readonly PulseLoad[]): StateCount[] {
  const counts = new Map<LoadState, number>();
  for (const load of loads) {
    const state = loadState(load);
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  const order = orderStates([...counts.keys()]);
  return order.map((state) => ({ state, count: counts.get(state) ?? 0 }));
}

/** States in the console's fixed order (the API's finished states, then running), unknown ones after by name. */
export function orderStates(states: readonly LoadState[]): LoadState[] {
  const rank = (state: string) => {
    const index = STATE_ORDER.indexOf(state);
    return index === -1 ? STATE_ORDER.length : index;
  };
  return [...states].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** "success 140 · failure 3 · running 1" */
export function stateCountsText(counts: readonly StateCount[]): string {
  return counts.map(({ state, count }) => `${loadStateLabel(state)} ${String(count)}`).join(' · ');
}

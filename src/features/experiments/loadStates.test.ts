import { describe, expect, it } from 'vitest';
import type { PulseLoad } from '../../contract/experiment';
import { countLoadStates, loadState, loadStateColor, loadStateLabel, stateCountsText } from './loadStates';

function load(finishedState?: string): PulseLoad {
  return finishedState === undefined ? { createdTime: 1 } : { createdTime: 1, finishedTime: 2, finishedState };
}

describe('load states', () => {
  it('treats a load without a finished state as running', () => {
    expect(loadState(load())).toBe('running');
    expect(loadState({ createdTime: 1, finishedState: null })).toBe('running');
  });

  it('colours failures red and successes green, and an unknown state gray', () => {
    expect(loadStateColor('success')).toBe('green');
    expect(loadStateColor('failure')).toBe('red');
    expect(loadStateColor('partial_failure')).toBe('orange');
    expect(loadStateColor('timeout')).toBe('yellow');
    expect(loadStateColor('running')).toBe('blue');
    expect(loadStateColor('exploded')).toBe('gray');
  });

  it('writes partial_failure as words', () => {
    expect(loadStateLabel('partial_failure')).toBe('partial failure');
  });

  it('counts loads per state, successes first and running last', () => {
    const loads = [load('failure'), load('success'), load(), load('success'), load('timeout'), load('success')];
    expect(countLoadStates(loads)).toEqual([
      { state: 'success', count: 3 },
      { state: 'failure', count: 1 },
      { state: 'timeout', count: 1 },
      { state: 'running', count: 1 },
    ]);
  });

  it('lists a state the console does not know after the known ones', () => {
    expect(countLoadStates([load('exploded'), load('cancelled')]).map((count) => count.state)).toEqual([
      'cancelled',
      'exploded',
    ]);
  });

  it('reads the counts as one line', () => {
    expect(stateCountsText(countLoadStates([load('success'), load('success'), load('partial_failure')]))).toBe(
      'success 2 · partial failure 1',
    );
  });
});

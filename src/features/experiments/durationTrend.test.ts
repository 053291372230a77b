import { describe, expect, it } from 'vitest';
import type { PulseLoad } from '../../contract/experiment';
import { durationBars, durationSeries, durationSummaryText, median } from './durationTrend';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = new Date(2026, 10, 1, 3, 0).getTime();

function load(day: number, minutes: number | undefined, finishedState = 'success'): PulseLoad {
  const createdTime = start + day * DAY;
  return minutes === undefined
    ? { createdTime }
    : { createdTime, finishedTime: createdTime + minutes * MINUTE, finishedState };
}

describe('durationSeries', () => {
  it('runs oldest to newest although the API lists newest first', () => {
    const series = durationSeries([load(2, 30), load(1, 20), load(0, 10)]);
    expect(series.map((point) => point.minutes)).toEqual([10, 20, 30]);
    expect(series[0]?.created).toBe('Nov 1 03:00');
  });

  it('leaves out loads still running', () => {
    expect(durationSeries([load(1, undefined), load(0, 15)])).toEqual([
      { created: 'Nov 1 03:00', minutes: 15, state: 'success' },
    ]);
  });
});

describe('durationBars', () => {
  it('puts each load under the key of its finished state and lists the states present in the fixed order', () => {
    const bars = durationBars(durationSeries([load(2, 90, 'timeout'), load(1, 20, 'failure'), load(0, 10)]));
    expect(bars.data).toEqual([
      { created: 'Nov 1 03:00', success: 10 },
      { created: 'Nov 2 03:00', failure: 20 },
      { created: 'Nov 3 03:00', timeout: 90 },
    ]);
    expect(bars.states).toEqual(['success', 'failure', 'timeout']);
  });
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has none for no values', () => {
    expect(median([])).toBeUndefined();
  });
});

describe('durationSummaryText', () => {
  it('names the median and the slowest load', () => {
    expect(durationSummaryText([load(0, 12), load(1, 48), load(2, 10), load(3, undefined)])).toBe(
      'Median duration 12 min; slowest 48 min',
    );
  });

  it('says so when no load on the page has finished', () => {
    expect(durationSummaryText([load(0, undefined)])).toBe('No finished loads on this page yet.');
  });
});

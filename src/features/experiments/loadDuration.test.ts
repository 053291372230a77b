import { describe, expect, it } from 'vitest';
import type { PulseLoad } from '../../contract/experiment';
import { loadDurationMs, loadDurationText, shortDuration } from './loadDuration';

const MINUTE = 60_000;
const created = Date.UTC(2026, 10, 1, 3, 0);

function load(finishedAfterMs: number | undefined): PulseLoad {
  return finishedAfterMs === undefined
    ? { createdTime: created }
    : { createdTime: created, finishedTime: created + finishedAfterMs, finishedState: 'success' };
}

describe('load duration', () => {
  it('reads a finished load as hours and minutes', () => {
    expect(loadDurationText(load(65 * MINUTE))).toBe('1 hour 5 minutes');
  });

  it('reads a timed-out six hour load as 6 hours', () => {
    expect(loadDurationText(load(360 * MINUTE))).toBe('6 hours');
  });

  it('says running for a load with no finished time', () => {
    expect(loadDurationText(load(undefined))).toBe('running');
    expect(loadDurationText({ createdTime: created, finishedTime: null })).toBe('running');
  });

  it('says under a minute rather than an empty text for a very short load', () => {
    expect(loadDurationText(load(20_000))).toBe('under a minute');
  });

  it('has no duration when the finish is before the creation', () => {
    expect(loadDurationMs(load(-MINUTE))).toBeUndefined();
  });
});

describe('shortDuration', () => {
  it('gives minutes under an hour', () => {
    expect(shortDuration(12 * MINUTE)).toBe('12 min');
  });

  it('gives hours and minutes from an hour up', () => {
    expect(shortDuration(95 * MINUTE)).toBe('1 h 35 min');
    expect(shortDuration(360 * MINUTE)).toBe('6 h');
  });
});

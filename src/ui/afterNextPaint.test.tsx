// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePainted } from './afterNextPaint';

const FAKED = ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: [...FAKED] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the next frame, not in it, and not at all once cancelled', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    requestAnimationFrame(() => order.push('frame'));
    const cancel = afterNextPaint(() => order.push('cancelled'));
    cancel();
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    vi.runAllTimers();
    expect(order).toEqual(['frame', 'after paint']);
  });

  it('usePainted is false for the first render and true after its frame', () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(usePainted());
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual([false]);
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runAllTimers();
    });
    expect(seen.at(-1)).toBe(true);
    expect(seen.filter((painted) => !painted)).toHaveLength(1);
  });
});

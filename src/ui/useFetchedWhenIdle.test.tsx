// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { loadOnce } from './loadOnce';
import { useFetchedWhenIdle } from './useFetchedWhenIdle';

// whenIdle's stand-in timer (jsdom has no requestIdleCallback) is 100 ms at most.
const afterIdle = () =>
  act(
    () =>
      new Promise((resolve) => {
        setTimeout(resolve, 150);
      }),
  );

describe('useFetchedWhenIdle', () => {
  it('fetches the code once the browser is idle, not before', async () => {
    let fetches = 0;
    const code = loadOnce(() => {
      fetches += 1;
      return Promise.resolve('code');
    });
    renderHook(() => {
      useFetchedWhenIdle(code);
    });
    expect(fetches).toBe(0);
    await afterIdle();
    expect(fetches).toBe(1);
    expect(code.current()).toBe('code');
  });

  it('leaves a failed fetch to be tried again when the code is needed', async () => {
    let fetches = 0;
    const code = loadOnce(() => {
      fetches += 1;
      return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('code');
    });
    renderHook(() => {
      useFetchedWhenIdle(code);
    });
    await afterIdle();
    expect(fetches).toBe(1);
    await expect(code.load()).resolves.toBe('code');
  });
});

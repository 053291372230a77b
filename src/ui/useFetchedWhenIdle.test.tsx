// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { loadOnce } from './loadOnce';
import { afterIdle } from './testing/afterIdle';
import { useFetchedWhenIdle } from './useFetchedWhenIdle';

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

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPages } from './prefetchPages';

type Router = Parameters<typeof prefetchPages>[0];

function fakeRouter(paths: string[]) {
  const loaded: string[] = [];
  const routesById = Object.fromEntries(paths.map((fullPath) => [fullPath || '__root__', { fullPath }]));
  const router = {
    routesById,
    loadRouteChunk: (route: { fullPath: string }) => {
      loaded.push(route.fullPath);
      return Promise.resolve();
    },
  } as unknown as Router;
  return { router, loaded };
}

describe('prefetchPages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first page, then fetches the navigation pages and the open section’s record pages', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/gates');
    const { router, loaded } = fakeRouter(['', '/', '/gates/', '/layers/', '/gates/$gateId/', '/layers/$layerId']);
    let settle: () => void = () => undefined;
    prefetchPages(router, new Promise<void>((resolve) => (settle = resolve)));
    await vi.advanceTimersByTimeAsync(3000);
    expect(loaded).toEqual([]);
    settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(loaded).toEqual(['/gates/', '/layers/', '/gates/$gateId/']);
  });
});

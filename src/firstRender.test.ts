// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRenderReady, frameHasHeaderFor, FIRST_VIEW_WAIT_MS } from './firstRender';
import { createAppRouter } from './router';

describe('frameHasHeaderFor', () => {
  const router = createAppRouter(new QueryClient());

  it('is true for list pages and an event’s page, whose headers the frame paints before their data', () => {
    expect(frameHasHeaderFor(router, '/gates')).toBe(true);
    expect(frameHasHeaderFor(router, '/layers')).toBe(true);
    expect(frameHasHeaderFor(router, '/events/page%2Fview')).toBe(true);
  });

  it('is false for a gate’s page, whose header is the gate’s name from its data', () => {
    expect(frameHasHeaderFor(router, '/gates/search_ranking_v3')).toBe(false);
    expect(frameHasHeaderFor(router, '/no/such/page')).toBe(false);
  });
});

describe('firstRenderReady', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function settledAfter(ready: Promise<void>, ms: number): Promise<boolean> {
    let settled = false;
    void ready.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it('renders a page with a header in the frame at once, without waiting for its data', async () => {
    vi.useFakeTimers();
    expect(await settledAfter(firstRenderReady(true, new Promise(() => undefined)), 0)).toBe(true);
  });

  it('renders a page without one as soon as its first view is in', async () => {
    vi.useFakeTimers();
    let arrive: () => void = () => undefined;
    const ready = firstRenderReady(false, new Promise<void>((resolve) => (arrive = resolve)));
    expect(await settledAfter(ready, FIRST_VIEW_WAIT_MS - 20)).toBe(false);
    arrive();
    expect(await settledAfter(ready, 0)).toBe(true);
  });

  it('paints the frame anyway once the wait is over, when the service is slow', async () => {
    vi.useFakeTimers();
    const ready = firstRenderReady(false, new Promise(() => undefined));
    expect(await settledAfter(ready, FIRST_VIEW_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(ready, 1)).toBe(true);
  });
});

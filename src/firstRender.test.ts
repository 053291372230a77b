// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRenderReady, FIRST_VIEW_WAIT_MS, firstViewWaitMs, waitsForFirstView } from './firstRender';
import { createAppRouter } from './router';

describe('waitsForFirstView', () => {
  const router = createAppRouter(new QueryClient());

  it('waits for a record’s page (a gate, an event name) whose data was asked for as the shell started', () => {
    expect(waitsForFirstView(router, '/gates/search_ranking_v3', true)).toBe(true);
    expect(waitsForFirstView(router, '/events/page%2Fview', true)).toBe(true);
  });

  it('does not wait for a list page, whose header the frame paints before its rows', () => {
    expect(waitsForFirstView(router, '/gates', true)).toBe(false);
    expect(waitsForFirstView(router, '/layers', true)).toBe(false);
  });

  it('does not wait for a page whose data is asked for only once the shell has run', () => {
    expect(waitsForFirstView(router, '/gates/search_ranking_v3', false)).toBe(false);
    expect(waitsForFirstView(router, '/layers/checkout_layer', false)).toBe(false);
    expect(waitsForFirstView(router, '/audit', false)).toBe(false);
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

  it('renders at once a page not worth waiting for, without waiting for its data', async () => {
    vi.useFakeTimers();
    expect(await settledAfter(firstRenderReady(false, new Promise(() => undefined)), 0)).toBe(true);
  });

  it('renders a page worth waiting for as soon as its first view is in', async () => {
    vi.useFakeTimers();
    let arrive: () => void = () => undefined;
    const ready = firstRenderReady(true, new Promise<void>((resolve) => (arrive = resolve)));
    expect(await settledAfter(ready, FIRST_VIEW_WAIT_MS - 20)).toBe(false);
    arrive();
    expect(await settledAfter(ready, 0)).toBe(true);
  });

  it('paints the frame anyway once the wait is over, when the service is slow', async () => {
    vi.useFakeTimers();
    const ready = firstRenderReady(true, new Promise(() => undefined));
    expect(await settledAfter(ready, FIRST_VIEW_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(ready, 1)).toBe(true);
  });
});

describe('firstViewWaitMs', () => {
  it('is the default moment unless the page was given a wait that is a number of milliseconds', () => {
    expect(firstViewWaitMs(undefined)).toBe(FIRST_VIEW_WAIT_MS);
    expect(firstViewWaitMs('60000')).toBe(FIRST_VIEW_WAIT_MS);
    expect(firstViewWaitMs(-1)).toBe(FIRST_VIEW_WAIT_MS);
    expect(firstViewWaitMs(Number.NaN)).toBe(FIRST_VIEW_WAIT_MS);
    expect(firstViewWaitMs(60_000)).toBe(60_000);
  });

  it('reads the wait the page was given before the shell ran', () => {
    Object.assign(window, { gatehouseFirstViewWaitMs: 5000 });
    try {
      expect(firstViewWaitMs()).toBe(5000);
    } finally {
      Reflect.deleteProperty(window, 'gatehouseFirstViewWaitMs');
    }
    expect(firstViewWaitMs()).toBe(FIRST_VIEW_WAIT_MS);
  });
});

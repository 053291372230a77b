import type { AnyRouter } from '@tanstack/react-router';
import { isListPage } from './ui/listPageHeaders';

/** How long the first render may wait for the opened page, before the frame paints without it. */
export const FIRST_VIEW_WAIT_MS = 120;

/**
 * The wait, unless the page was given another before the shell ran (`window.gatehouseFirstViewWaitMs`). The browser
 * tests give a long one where they check what paints with the first view, so that does not depend on the speed of a
 * loaded machine; the default's own effect is a speed target, measured by the benchmarks.
 */
export function firstViewWaitMs(
  given: unknown = (window as { gatehouseFirstViewWaitMs?: unknown }).gatehouseFirstViewWaitMs,
): number {
  return typeof given === 'number' && Number.isFinite(given) && given >= 0 ? given : FIRST_VIEW_WAIT_MS;
}

/**
 * Whether the first render waits for the opened page: only when its data was asked for as the shell started
 * (openedPageRequest.ts), so it is usually in by the time the shell has run, and when the page is a record's (a
 * gate, an event name), opened for what the record holds. A list page's frame paints its header at once while the
 * rows load: that header is the largest thing its first view paints. Any other page paints its frame at once, since
 * its data is asked for only after the shell ran.
 */
export function waitsForFirstView(router: AnyRouter, pathname: string, requestedEarly: boolean): boolean {
  if (!requestedEarly) return false;
  const leaf = router.matchRoutes(pathname).at(-1);
  return leaf === undefined || !isListPage(leaf.routeId);
}

/**
 * When to render the app for the first time: at once, or, for a page worth waiting for, once its first view is in
 * (its code and data) or FIRST_VIEW_WAIT_MS has passed. Rendered before, such a page paints a frame of navigation and
 * skeleton (or header) alone, then pays the router's in-between renders, a second layout and paint for its first view.
 */
export function firstRenderReady(
  waitForPage: boolean,
  firstPage: Promise<unknown>,
  waitMs = firstViewWaitMs(),
): Promise<void> {
  if (!waitForPage) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void firstPage.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

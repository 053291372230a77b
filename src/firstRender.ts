import type { AnyRouter } from '@tanstack/react-router';
import { listPageHeader } from './ui/listPageHeaders';

/** How long the first render waits for a page the frame has no header for, before the frame paints without it. */
export const FIRST_VIEW_WAIT_MS = 120;

/** Whether the app's frame shows the page at `pathname` a header of its own before the page's data (a list page). */
export function frameHasHeaderFor(router: AnyRouter, pathname: string): boolean {
  const leaf = router.matchRoutes(pathname).at(-1);
  return leaf !== undefined && listPageHeader(leaf.routeId, leaf.params) !== undefined;
}

/**
 * When to render the app for the first time. A list page renders at once: its frame paints its header while the rows
 * load. A page whose header comes with its data (a gate's name) would paint a frame of navigation and skeleton alone,
 * then pay a second layout and paint for its first view: it renders once its first view is in (code and data, usually
 * there by the time the shell has run), or after FIRST_VIEW_WAIT_MS if the service is slow.
 */
export function firstRenderReady(
  frameHasHeader: boolean,
  firstPage: Promise<unknown>,
  waitMs = FIRST_VIEW_WAIT_MS,
): Promise<void> {
  if (frameHasHeader) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void firstPage.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './client/routerContext';
import { parseSearch, stringifySearch } from './searchParams';
import { NotFound } from './ui/NotFound';
import { PageSkeleton } from './ui/PageSkeleton';
import { RouteError } from './ui/RouteError';

// The first load has nothing on screen to keep, so once the app renders (at once on a list page, see firstRender.ts)
// the frame and a skeleton paint without waiting on the API; later navigations keep the previous page a moment so a
// quick answer never flashes a skeleton.
const FIRST_LOAD_PENDING = { defaultPendingMs: 0, defaultPendingMinMs: 0 };
const NAVIGATION_PENDING = { defaultPendingMs: 300, defaultPendingMinMs: 200 };
// Another page, filter or tab of the page on screen (the path unchanged) never swaps it for the skeleton: its loader
// does not wait (see waitUnlessShown) and the page shows its own loading view. The router times the skeleton from the
// navigation's start, so on a slow machine the render that unmounts the old tab alone outlasted 300 ms, and the
// skeleton flashed in and took the focus from the tab or filter in use.
const SAME_PAGE_PENDING = { defaultPendingMs: Infinity };

/** The app's router: file routes, the QueryClient in context for loaders, preloading on hover or focus. */
export function createAppRouter(queryClient: QueryClient, { wholeFirstView = false } = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient, wholeFirstView } satisfies RouterContext,
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it, which is cheap while cached data is fresh.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    // A loader that waits on retries says so; it never spins forever, since every request has a timeout.
    defaultPendingComponent: PageSkeleton,
    ...FIRST_LOAD_PENDING,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
    // Search values stay the text in the address (`?q=24`, not the number 24 or `?q="24"`); see searchParams.ts.
    parseSearch,
    stringifySearch,
  });
  const stopWatching = router.subscribe('onResolved', () => {
    router.update({ ...router.options, ...NAVIGATION_PENDING });
    stopWatching();
    router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      const pending = pathChanged ? NAVIGATION_PENDING : SAME_PAGE_PENDING;
      if (router.options.defaultPendingMs !== pending.defaultPendingMs)
        router.update({ ...router.options, ...pending });
    });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

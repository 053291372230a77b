import type { AnyRoute } from '@tanstack/react-router';
import type { createAppRouter } from './router';
import { whenIdle } from './ui/whenIdle';

type AppRouter = ReturnType<typeof createAppRouter>;

// The route tree's types are too wide here to name each route's address; every route has one.
const addressOf = (route: AnyRoute) => route.fullPath as string;

/** The pages worth fetching ahead: every page without a parameter (the main navigation's targets), then the
 * parameter pages of the section open now (a gate from the gates list), whose address is not known yet. */
function pagesToFetch(router: AppRouter, pathname: string) {
  const section = `/${pathname.split('/')[1] ?? ''}/`;
  const routes = (Object.values(router.routesById) as AnyRoute[]).filter(
    (route) => addressOf(route) !== '' && addressOf(route) !== '/',
  );
  const plain = routes.filter((route) => !addressOf(route).includes('$'));
  const ofSection = routes.filter((route) => addressOf(route).includes('$') && addressOf(route).startsWith(section));
  return [...plain, ...ofSection];
}

/**
 * Once the first page has settled and the browser is idle, fetches the code of the pages a click most likely opens,
 * one after the other so they never compete with the page's own requests: a later click waits on data only.
 */
export function prefetchPages(router: AppRouter, firstPage: Promise<unknown>): void {
  void firstPage.finally(() => {
    whenIdle(() => {
      void (async () => {
        for (const route of pagesToFetch(router, window.location.pathname)) {
          // A chunk that fails to load now is fetched again on the click; nothing to report here.
          await router.loadRouteChunk(route)?.catch(() => undefined);
        }
      })();
    }, 2000);
  });
}

// The build writes the table in place of the placeholder below (scripts/build/routePreloads.ts): for each page
// address pattern, the files its route needs. In `vite` dev the placeholder stays, JSON.parse fails, and nothing is
// preloaded. This module is the shell's first import, so it runs before the rest of the shell is evaluated.
import { startEventPageRequest } from './features/events/eventPageRequest';
import { startGatesPageRequest } from './features/gates/list/gatesPageRequest';
import { startGatePageRequest } from './features/gates/page/gatePageRequest';
import { parseSearch } from './searchParams';

const ROUTE_FILES = '__ROUTE_PRELOADS__';

/** Starts downloading the opened page's route chunks while the shell is still being evaluated. */
function preloadOpenedRoute(): void {
  let table: [pattern: string, files: string[]][];
  try {
    table = JSON.parse(ROUTE_FILES) as typeof table;
  } catch {
    return;
  }
  const match = table.find(([pattern]) => new RegExp(pattern).test(window.location.pathname));
  for (const file of match?.[1] ?? []) {
    const link = document.createElement('link');
    // A stylesheet added by script does not hold up the first paint; the route's loader later finds it in place.
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = `${import.meta.env.BASE_URL}${file}`;
    document.head.append(link);
  }
}

// Pages whose first request is started here, so it runs while the shell and the route's chunk load instead of
// after them; the fetch client takes it over when the loader asks for the same URL (client/earlyGet.ts).
const FIRST_REQUESTS: [pattern: RegExp, start: (search: Record<string, unknown>) => void][] = [
  [/^\/gates\/?$/, startGatesPageRequest],
  [/^\/gates\/[^/]+\/?$/, startGatePageRequest],
  [/^\/events\/[^/]+\/?$/, startEventPageRequest],
];

function startOpenedPageRequest(): void {
  const { pathname, search } = window.location;
  FIRST_REQUESTS.find(([pattern]) => pattern.test(pathname))?.[1](parseSearch(search));
}

preloadOpenedRoute();
startOpenedPageRequest();

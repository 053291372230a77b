// The shell's first import, so it runs before the rest of the shell is evaluated. The opened page's route files are
// not started here: the server names them in the page's HTML (scripts/build/routePreloads.ts).
import { startEventPageRequest } from './features/events/eventPageRequest';
import { startGatesPageRequest } from './features/gates/list/gatesPageRequest';
import { startGatePageRequest } from './features/gates/page/gatePageRequest';
import { parseSearch } from './searchParams';
import { servedFirstViewPresent } from './servedFirstView';

// Pages whose first request is started here, so it runs while the shell and the route's chunk load instead of
// after them; the fetch client takes it over when the loader asks for the same URL (client/earlyGet.ts).
const FIRST_REQUESTS: [pattern: RegExp, start: (search: Record<string, unknown>) => boolean][] = [
  [/^\/gates\/?$/, startGatesPageRequest],
  [/^\/gates\/[^/]+\/?$/, startGatePageRequest],
  [/^\/events\/[^/]+\/?$/, startEventPageRequest],
];

function startOpenedPageRequest(): boolean {
  // A page the server rendered carries its data in its HTML.
  if (servedFirstViewPresent()) return false;
  const { pathname, search } = window.location;
  const start = FIRST_REQUESTS.find(([pattern]) => pattern.test(pathname))?.[1];
  return start?.(parseSearch(search)) ?? false;
}

/**
 * Whether the opened page's first request was started here, before the rest of the shell ran (not on an event's
 * metrics tab or a malformed address, whose pages ask for their data later).
 */
export const openedPageRequested = startOpenedPageRequest();

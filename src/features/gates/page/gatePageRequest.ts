import { startEarlyGet } from '../../../client/earlyGet';
import { apiPaths } from '../../../contract/paths';

const GATE_PAGE = /^\/gates\/([^/]+)\/?$/;

/**
 * Starts a gate page's request for its gate before the app's code has loaded: the same URL the route's loader asks
 * for, which the fetch client then takes over. Without it the request waits for the shell to run and the route's
 * chunk (which holds the loader) to arrive. Returns whether a request was started.
 */
export function startGatePageRequest(): boolean {
  const match = GATE_PAGE.exec(window.location.pathname);
  if (match?.[1] === undefined) return false;
  let gateId: string;
  try {
    gateId = decodeURIComponent(match[1]);
  } catch {
    // A malformed address: the router shows its not-found page, and nothing is worth asking for early.
    return false;
  }
  return startEarlyGet(apiPaths.gate(gateId), {});
}

import { addressParam } from '../../../client/addressParam';
import { startEarlyGet } from '../../../client/earlyGet';
import { apiPaths } from '../../../contract/paths';

const GATE_PAGE = /^\/gates\/([^/]+)\/?$/;

/**
 * Starts a gate page's request for its gate before the app's code has loaded: the same URL the route's loader asks
 * for, which the fetch client then takes over. Without it the request waits for the shell to run and the route's
 * chunk (which holds the loader) to arrive. Returns whether a request was started.
 */
export function startGatePageRequest(): boolean {
  const gateId = addressParam(GATE_PAGE);
  return gateId !== undefined && startEarlyGet(apiPaths.gate(gateId), {});
}

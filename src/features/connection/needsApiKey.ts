import type { ConnectionStatus } from '../../client/serverStatus';

/**
 * True when requests would go out without a key that anyone adds: none saved in the browser and the server
 * does not hold one. While the status is unknown (still loading) the answer is false, so no banner flashes.
 */
export function needsApiKey(apiKey: string, status: ConnectionStatus | undefined): boolean {
  if (apiKey !== '' || status === undefined) return false;
  return !status.serverHoldsKey;
}

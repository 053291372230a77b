import type { ConnectionStatus } from '../../client/serverStatus';

/** One sentence on where the API key comes from, for the Connection page. */
export function serverKeyNote(status: ConnectionStatus): string {
  if (status.serverHoldsKey) return 'The server adds the API key; you do not need one here.';
  if (status.apiKeyLocation !== null && status.apiKeyLocation !== '') {
    const whose = status.mode === 'proxy' ? "The upstream server's key" : "The embedded server's key";
    return `${whose} is in ${status.apiKeyLocation}`;
  }
  if (status.mode === 'proxy') return 'Ask whoever runs the upstream Console API for a key.';
  return 'This server does not say where its key is; ask whoever runs the Console API for one.';
}

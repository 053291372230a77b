import type { ConnectionStatus } from './serverStatus';

/**
 * The one sentence a first visit reads before any request is sent: what to do and where the key is, from what the
 * server says at /gatehouse/status (never the key itself).
 */
export function noKeyMessage(status: ConnectionStatus): string {
  const location = status.apiKeyLocation?.trim() ?? '';
  if (location !== '') return `Paste the API key on the Connection page to start; this server keeps it in ${location}.`;
  const whoRunsIt = status.mode === 'proxy' ? 'the upstream Console API' : 'the Console API';
  return `Paste the API key on the Connection page to start; ask whoever runs ${whoRunsIt} for one.`;
}

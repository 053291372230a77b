import { API_KEY_HEADER, consoleHostPaths } from '../contract/paths';
import { type ConnectionSettings, loadConnection, subscribeConnection } from './connection';

type Send = (input: string, init: RequestInit) => Promise<{ text: () => Promise<string> }>;

/** What the session should be for a connection: opened with its key, or ended. */
function sessionRequest(connection: ConnectionSettings, timeZone: string): RequestInit {
  // Only a key for this server proves anything to it; a connection to another server has no session here.
  if (connection.baseUrl !== '' || connection.apiKey === '') return { method: 'DELETE' };
  return {
    method: 'POST',
    headers: { [API_KEY_HEADER]: connection.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ timeZone }),
  };
}

/**
 * Keeps this browser's page session in step with the tab's connection: opened (or renewed, with the zone the
 * browser is in now) at start and whenever a key for this server is saved, ended when the key is forgotten or the
 * console connects elsewhere. Best effort: a server without sessions (upstream mode) answers 404, and the pages then
 * render in the browser as before. Returns the unsubscribe function.
 */
export function keepPageSession(
  send: Send = (input, init) => fetch(input, init),
  timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
): () => void {
  let last = '';
  const sync = () => {
    const init = sessionRequest(loadConnection(), timeZone());
    const signature = JSON.stringify(init);
    if (signature === last) return;
    last = signature;
    // The answer's body is read (and dropped) so the request ends: an unread one stays open in the browser.
    send(consoleHostPaths.session, { ...init, credentials: 'same-origin', cache: 'no-store' })
      .then((response) => response.text())
      .catch(() => undefined);
  };
  sync();
  return subscribeConnection(sync);
}

import { loadConnection } from '../connection';

/**
 * The first element of every query key: the base URL the data comes from ('' = same origin), so switching servers
 * never shows another server's cache. Query functions read it back from their key and pass it to the request.
 */
export function serverKey(): string {
  return loadConnection().baseUrl;
}

import { isRecord } from '../contract/dataCheck';
import { consoleHostPaths } from '../contract/paths';
import { loadConnection } from './connection';
import { parseJson } from './responseError';

const STATUS_TIMEOUT_MS = 5_000;

/** How the Gatehouse server reaches the API: it is the API ('embedded') or forwards to one ('proxy'). */
export interface ConnectionStatus {
  mode: 'embedded' | 'proxy' | 'unknown';
  /** The server adds the key itself, so the browser needs none. */
  serverHoldsKey: boolean;
  /** Where the server's key can be found (a file path or an environment variable), when it says. */
  apiKeyLocation: string | null;
}

/** The status answer, checked without zod (the shell reads it before the first page's request): a mode is required. */
function readStatus(value: unknown): ConnectionStatus | undefined {
  if (!isRecord(value) || (value.mode !== 'embedded' && value.mode !== 'proxy')) return undefined;
  const { serverHoldsKey, apiKeyLocation } = value;
  return {
    mode: value.mode,
    serverHoldsKey: typeof serverHoldsKey === 'boolean' ? serverHoldsKey : false,
    apiKeyLocation: typeof apiKeyLocation === 'string' || apiKeyLocation === null ? apiKeyLocation : null,
  };
}

const UNKNOWN_STATUS: ConnectionStatus = { mode: 'unknown', serverHoldsKey: false, apiKeyLocation: null };

/**
 * `GET <baseUrl>/gatehouse/status`, outside `/console/v1`. Never throws: any server that is not a Gatehouse server
 * (404, HTML, no answer) is 'unknown'. Sends no key; the status is not a secret.
 */
export async function getConnectionStatus(
  signal?: AbortSignal,
  baseUrl: string = loadConnection().baseUrl,
): Promise<ConnectionStatus> {
  const timeout = AbortSignal.timeout(STATUS_TIMEOUT_MS);
  try {
    const response = await fetch(`${baseUrl}${consoleHostPaths.status}`, {
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) return UNKNOWN_STATUS;
    return readStatus(parseJson(await response.text())?.value) ?? UNKNOWN_STATUS;
  } catch {
    return UNKNOWN_STATUS;
  }
}

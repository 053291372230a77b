import type { MiddlewareHandler } from 'hono';
import { refusal } from './errorResponse';
import { nodeBindingsOf } from './nodeBindings';
import { servedHostValues } from './servedHosts';
import { hostOfUrl } from './urlParts';
import type { AllowedHost, LocalAddress } from './servedHosts';

const MISDIRECTED =
  'Misdirected request: this server does not answer to that Host name; add it to ALLOWED_HOSTS if it is really this server';

/**
 * Answers 421 unless the request names a host this server serves (see servedHostValues): a page whose DNS name was
 * rebound to this address sends its own name, and must not read or change anything here.
 */
export function hostGuard(allowed: readonly AllowedHost[]): MiddlewareHandler {
  // One set per local address and port, built once: the check per request is a lookup.
  const cache = new Map<string, ReadonlySet<string>>();
  const servedOn = (local: LocalAddress) => {
    const key = `${local.address ?? ''} ${String(local.port)}`;
    let served = cache.get(key);
    if (served === undefined) {
      served = servedHostValues(local, allowed);
      cache.set(key, served);
    }
    return served;
  };

  return async (c, next) => {
    const urlHost = hostOfUrl(c.req.url);
    const served = servedOn(localAddressOf(c.env, urlHost));
    const header = c.req.header('host')?.toLowerCase() ?? urlHost;
    // An absolute-form request target names its own authority; both must be ours.
    if (!served.has(header) || !served.has(urlHost)) return refusal(421, MISDIRECTED);
    return next();
  };
}

function localAddressOf(env: unknown, urlHost: string): LocalAddress {
  const socket = nodeBindingsOf(env)?.incoming.socket;
  if (socket?.localPort !== undefined) return { address: socket.localAddress, port: socket.localPort };
  // In-process (`app.request`) there is no network, so nothing can be rebound: the URL's host is the served one.
  const portMatch = /:(\d+)$/.exec(urlHost);
  const port = portMatch?.[1] === undefined ? 80 : Number(portMatch[1]);
  return { address: urlHost.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''), port };
}

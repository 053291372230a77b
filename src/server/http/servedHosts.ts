/** A name the host answers to besides its own address: `host` or `host:port` from ALLOWED_HOSTS. */
export interface AllowedHost {
  /** Lower case; an IPv6 address in brackets, as it appears in a `Host` header. */
  hostname: string;
  /** Undefined: the name is served on the host's own port, and without a port (behind a reverse proxy). */
  port: number | undefined;
}

/** The address a connection arrived on: what the client dialled. */
export interface LocalAddress {
  /** As Node reports it (`127.0.0.1`, `::1`, `::ffff:10.0.0.5`); undefined when not known. */
  address: string | undefined;
  port: number;
}

// A DNS name or IPv4 address, or an IPv6 address in brackets; then an optional port. Nothing else is a Host.
const HOST_PORT =
  /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Reads `host` or `host:port` (as in a Host header or ALLOWED_HOSTS); undefined when it is not one. */
export function parseHostPort(text: string): AllowedHost | undefined {
  const match = HOST_PORT.exec(text.trim().toLowerCase());
  const hostname = match?.[1];
  if (hostname === undefined) return undefined;
  const portText = match?.[2];
  if (portText === undefined) return { hostname, port: undefined };
  const port = Number(portText);
  return port >= 1 && port <= 65535 ? { hostname, port } : undefined;
}

/**
 * Every `Host` value (lower case) the host serves on a connection that arrived at `local`: the address the client
 * dialled and the loopback names, each with that port, plus the ALLOWED_HOSTS names. Any other name reached us
 * through someone else's DNS (rebinding), so it is refused.
 */
export function servedHostValues(local: LocalAddress, allowed: readonly AllowedHost[]): ReadonlySet<string> {
  const values = new Set<string>();
  const addWithPort = (hostname: string) => {
    values.add(`${hostname}:${String(local.port)}`);
    // A browser leaves the port out of Host when it is the scheme's default.
    if (local.port === 80) values.add(hostname);
  };
  for (const name of LOOPBACK_NAMES) addWithPort(name);
  const own = hostnameOfAddress(local.address);
  if (own !== undefined) addWithPort(own);
  for (const entry of allowed) {
    if (entry.port !== undefined) {
      values.add(`${entry.hostname}:${String(entry.port)}`);
    } else {
      values.add(entry.hostname);
      values.add(`${entry.hostname}:${String(local.port)}`);
    }
  }
  return values;
}

/** Node's form of a local address as it appears in a Host header: IPv4-mapped unwrapped, IPv6 bracketed. */
function hostnameOfAddress(address: string | undefined): string | undefined {
  if (address === undefined || address === '') return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(':')) return address;
  // A zone (`fe80::1%eth0`) never appears in a Host header; URL gives the canonical IPv6 text.
  try {
    return new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname;
  } catch {
    return undefined;
  }
}

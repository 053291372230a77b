import path from 'node:path';
import { parseHostPort } from './http/servedHosts';
import type { AllowedHost } from './http/servedHosts';

/** Everything the host reads from the environment, already checked. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the folder that holds the embedded database and the generated API key. */
  dataDir: string;
  /** `CONSOLE_API_KEY`, or undefined when unset or blank. */
  apiKey: string | undefined;
  /** `CONSOLE_UPSTREAM_URL` as an http(s) URL without a trailing slash; undefined means embedded mode. */
  upstreamUrl: string | undefined;
  /** Absolute path of the built app (`vite build` output); `DIST_DIR` lets parallel builds keep apart. */
  distDir: string;
  /** `ALLOWED_HOSTS`: names besides the host's own address and the loopback names that it answers to. */
  allowedHosts: AllowedHost[];
}

/** A setting the host cannot start with; its message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_PORT = 5170;
const DEFAULT_HOST = '127.0.0.1';

/** Reads and checks the host's settings; throws a {@link ConfigError} that says what to fix. */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerConfig {
  return {
    port: readPort(env.PORT),
    host: blankToUndefined(env.HOST) ?? DEFAULT_HOST,
    dataDir: path.resolve(cwd, blankToUndefined(env.DATA_DIR) ?? 'data'),
    apiKey: blankToUndefined(env.CONSOLE_API_KEY),
    upstreamUrl: readUpstreamUrl(blankToUndefined(env.CONSOLE_UPSTREAM_URL)),
    distDir: path.resolve(cwd, blankToUndefined(env.DIST_DIR) ?? 'dist'),
    allowedHosts: readAllowedHosts(blankToUndefined(env.ALLOWED_HOSTS)),
  };
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function readPort(raw: string | undefined): number {
  const text = blankToUndefined(raw);
  if (text === undefined) return DEFAULT_PORT;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (0 picks a free port); got "${text}".`);
  }
  return port;
}

function readUpstreamUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('CONSOLE_UPSTREAM_URL is not a URL; expected something like https://api.example.com.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`CONSOLE_UPSTREAM_URL must start with http:// or https://; got a ${url.protocol} URL.`);
  }
  // A query or fragment cannot be combined with the forwarded path and query without guessing.
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigError('CONSOLE_UPSTREAM_URL must not carry a query string or fragment.');
  }
  return url.href.replace(/\/+$/, '');
}

function readAllowedHosts(raw: string | undefined): AllowedHost[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const parsed = parseHostPort(entry);
      // No wildcard: a host that answers to any name answers to an attacker's rebound name too.
      if (parsed === undefined) {
        throw new ConfigError(
          `ALLOWED_HOSTS takes comma-separated host names, each "host" or "host:port" (no wildcards, no scheme); got "${entry}".`,
        );
      }
      return parsed;
    });
}

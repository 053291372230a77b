import type { HostStatus } from './server';

const ENV_KEY_LOCATION = 'the CONSOLE_API_KEY environment variable';

/** Embedded mode: the browser sends the key, which a person finds at `keyLocation`. */
export function embeddedStatus(keyLocation: string): HostStatus {
  return { mode: 'embedded', serverHoldsKey: false, apiKeyLocation: keyLocation };
}

/** Upstream mode: with a server-side key the browser needs none; without one it brings its own. */
export function proxyStatus(serverKey: string | undefined): HostStatus {
  return serverKey === undefined
    ? { mode: 'proxy', serverHoldsKey: false, apiKeyLocation: null }
    : { mode: 'proxy', serverHoldsKey: true, apiKeyLocation: ENV_KEY_LOCATION };
}

import type { AddressInfo } from 'node:net';
import { resolveApiKey } from './apiKey';
import { ConfigError, readConfig } from './config';
import type { ServerConfig } from './config';
import { shutDownGracefully } from './http/gracefulShutdown';
import { embeddedStatus, proxyStatus } from './http/hostStatus';
import { createNodeServer } from './http/nodeServer';
import { PageSessions } from './http/pageSessions';
import { createHostApp } from './http/server';
import type { HostOptions } from './http/server';
import { precompressStaticApp } from './http/staticApp';

// `npm start`: serves the built console with the embedded Console API, or proxies to CONSOLE_UPSTREAM_URL.

interface Backend {
  options: Omit<HostOptions, 'distDir'>;
  /** The rest of the single startup line, after the address. */
  describe: string;
  close: () => void;
}

async function embeddedBackend(config: ServerConfig): Promise<Backend> {
  // Loaded only here so upstream mode never opens (or even loads) the database.
  const [{ createApiApp }, { openEmbeddedStore }] = await Promise.all([
    import('./api/app'),
    import('./http/openEmbeddedStore'),
  ]);
  const apiKey = resolveApiKey({ envKey: config.apiKey, dataDir: config.dataDir });
  const { db, seededMs } = openEmbeddedStore(config.dataDir);
  const seeded = seededMs === undefined ? '' : ` (seeded in ${(seededMs / 1000).toFixed(1)} s)`;
  return {
    options: {
      api: createApiApp({ db, apiKey: apiKey.key }),
      pageSessions: { apiKey: apiKey.key, sessions: new PageSessions() },
      status: embeddedStatus(apiKey.location),
    },
    describe: `API key in ${apiKey.location}${seeded}`,
    close: () => {
      db.close();
    },
  };
}

function proxyBackend(upstreamUrl: string, apiKey: string | undefined): Backend {
  const keyNote = apiKey === undefined ? 'the browser sends the API key' : 'API key added by the server';
  return {
    options: {
      proxy: { upstreamUrl, apiKey },
      status: proxyStatus(apiKey),
    },
    describe: `proxying /console/v1 to ${new URL(upstreamUrl).origin} (${keyNote})`,
    close: () => undefined,
  };
}

function addressOf(info: AddressInfo): string {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  return `http://${host}:${info.port}`;
}

// Listening on every interface, the host cannot know the machine's names: only ALLOWED_HOSTS can add them.
function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

async function start(): Promise<void> {
  const config = readConfig(process.env);
  const backend =
    config.upstreamUrl === undefined ? await embeddedBackend(config) : proxyBackend(config.upstreamUrl, config.apiKey);
  const app = createHostApp({ ...backend.options, distDir: config.distDir, allowedHosts: config.allowedHosts });
  const server = createNodeServer(app.fetch);
  server.listen(config.port, config.host, () => {
    console.log(`Gatehouse console on ${addressOf(server.address() as AddressInfo)} — ${backend.describe}`);
    if (isWildcard(config.host) && config.allowedHosts.length === 0) {
      console.log("Answering this machine's IP addresses and localhost only; set ALLOWED_HOSTS to add its names.");
    }
    // In the background, after listening: the first visitor's scripts are then ready compressed. An unbuilt app
    // is reported by its requests, not here.
    precompressStaticApp(config.distDir).catch(() => undefined);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is in use; set PORT to another port (PORT=0 picks a free one)`
        : error.message;
    console.error(`Gatehouse could not start: ${reason}.`);
    backend.close();
    process.exit(1);
  });
  shutDownGracefully(server, backend.close);
}

start().catch((error: unknown) => {
  // A wrong setting needs only its message; anything else needs the stack to be fixed.
  const detail =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`Gatehouse could not start: ${detail}`);
  process.exit(1);
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, ViteDevServer } from 'vite';
import type * as ApiAppModule from './api/app';
import { resolveApiKey } from './apiKey';
import { readConfig } from './config';
import type { ServerConfig } from './config';
import { embeddedStatus, proxyStatus } from './http/hostStatus';
import type * as EmbeddedStoreModule from './http/openEmbeddedStore';
import type * as HostModule from './http/server';
import type { HostOptions } from './http/server';
import { consoleHostPaths } from '../contract/paths';

// Loaded through Vite's SSR module graph, so an edit to the API or host code applies on the next request.
const HOST_MODULE = '/src/server/http/server.ts';
const API_MODULE = '/src/server/api/app.ts';
const STORE_MODULE = '/src/server/http/openEmbeddedStore.ts';

type Listener = ReturnType<typeof getRequestListener>;
/** Host options built from freshly loaded modules; the database stays open across reloads. */
type LoadHostOptions = () => Promise<HostOptions>;

/** `vite` dev only: answers `/console/v1/*` and `/gatehouse/status` as `npm start` does, with the same data dir. */
export function consoleApiPlugin(): Plugin {
  return {
    name: 'gatehouse-console-api',
    apply: 'serve',
    async configureServer(server) {
      const config = readConfig(process.env, server.config.root);
      const loadHostOptions =
        config.upstreamUrl === undefined ? await embeddedHost(server, config) : proxyHost(config.upstreamUrl, config);
      const log = (line: string) => {
        server.config.logger.info(line.trimEnd(), { timestamp: true });
      };

      let cached: { host: unknown; options: HostOptions; listener: Listener } | undefined;
      const listenerFor = async (): Promise<Listener> => {
        const host = (await server.ssrLoadModule(HOST_MODULE)) as typeof HostModule;
        const options = await loadHostOptions();
        if (cached?.host === host && cached.options.api === options.api) return cached.listener;
        const app = host.createHostApp({ ...options, log });
        cached = { host, options, listener: getRequestListener(app.fetch, { overrideGlobalObjects: false }) };
        return cached.listener;
      };

      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (!isConsolePath(req.url ?? '')) {
          next();
          return;
        }
        listenerFor()
          .then((listener) => listener(req, res))
          .catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          });
      });
    },
  };
}

function isConsolePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/console/v1' || pathname.startsWith('/console/v1/') || pathname === consoleHostPaths.status;
}

async function embeddedHost(server: ViteDevServer, config: ServerConfig): Promise<LoadHostOptions> {
  const apiKey = resolveApiKey({ envKey: config.apiKey, dataDir: config.dataDir, cwd: server.config.root });
  const storeModule = (await server.ssrLoadModule(STORE_MODULE)) as typeof EmbeddedStoreModule;
  const { db, seededMs } = storeModule.openEmbeddedStore(config.dataDir);
  server.httpServer?.once('close', () => {
    db.close();
  });
  const seeded = seededMs === undefined ? '' : ` (seeded in ${(seededMs / 1000).toFixed(1)} s)`;
  server.config.logger.info(`Console API: API key in ${apiKey.location}${seeded}`);

  // One API app per loaded module, so requests share it until an edit reloads the module.
  let built: { module: typeof ApiAppModule; options: HostOptions } | undefined;
  return async () => {
    const module = (await server.ssrLoadModule(API_MODULE)) as typeof ApiAppModule;
    if (built?.module !== module) {
      const api = module.createApiApp({ db, apiKey: apiKey.key });
      built = {
        module,
        options: {
          api,
          distDir: config.distDir,
          status: embeddedStatus(apiKey.location),
          allowedHosts: config.allowedHosts,
        },
      };
    }
    return built.options;
  };
}

function proxyHost(upstreamUrl: string, config: ServerConfig): LoadHostOptions {
  const options: HostOptions = {
    proxy: { upstreamUrl, apiKey: config.apiKey },
    distDir: config.distDir,
    status: proxyStatus(config.apiKey),
    allowedHosts: config.allowedHosts,
  };
  return () => Promise.resolve(options);
}

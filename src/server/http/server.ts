import { Hono } from 'hono';
import type { Context } from 'hono';
import { API_BASE_PATH, consoleHostPaths } from '../../contract/paths';
import { compressResponse } from './compression';
import { errorResponse } from './errorResponse';
import { hostGuard } from './hostGuard';
import { jsonBodyGuard } from './jsonBodyGuard';
import { nodeBindingsOf } from './nodeBindings';
import { originGuard } from './originGuard';
import { createProxy } from './proxy';
import type { ProxyOptions } from './proxy';
import { createHostLogger, requestLog } from './requestLog';
import type { Logger } from './requestLog';
import { securityHeaders } from './securityHeaders';
import type { AllowedHost } from './servedHosts';
import { pathOfUrl } from './urlParts';
import { serveStaticApp } from './staticApp';
import type { PageSessions } from './pageSessions';
import { addSessionRoutes } from './sessionRoutes';
import { firstViewRenderer } from './firstViews';

/** What `GET /gatehouse/status` tells the Connection page; never the key itself. */
export interface HostStatus {
  mode: 'embedded' | 'proxy';
  /** True when the server adds the API key itself, so the browser needs none. */
  serverHoldsKey: boolean;
  /** Where a person finds the key (`data/api-key`), or null when the server cannot say. */
  apiKeyLocation: string | null;
}

/** Anything that answers a fetch Request: the embedded API's Hono app, or a stub in tests. */
export interface FetchApp {
  fetch: (request: Request) => Response | Promise<Response>;
}

export interface HostOptions {
  /** Embedded mode: the Console API app, whose routes carry the full `/console/v1/...` path. */
  api?: FetchApp;
  /** Upstream mode: forward `/console/v1/*` instead of answering it here. */
  proxy?: ProxyOptions;
  distDir: string;
  status: HostStatus;
  /** Where the JSON log lines go; stdout when absent. */
  log?: Logger;
  /** ALLOWED_HOSTS: names served besides the listening address and the loopback names. */
  allowedHosts?: readonly AllowedHost[];
  /** Embedded mode: the key a browser proves to open a page session, and the sessions (sessionRoutes.ts). */
  pageSessions?: { apiKey: string; sessions: PageSessions };
}

// Above the API: a client that asks for another version, or for no version, gets a JSON answer that says where to go.
const API_ROOT = '/console';
const NOT_AN_API_PATH = `No such API path: the Console API is under ${API_BASE_PATH}`;

/** The root app: Console API (embedded or proxied), status, and the built single-page app. */
export function createHostApp(options: HostOptions): Hono {
  const logger = createHostLogger(options.log);
  const answerApi = apiHandler(options, (line) => {
    logger.warn(line);
  });
  const app = new Hono();

  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.use(hostGuard(options.allowedHosts ?? []));

  // With the key held here, even a read carries it, so every request must come from the console's own pages.
  const everyRequest = options.proxy?.apiKey !== undefined;
  for (const path of [API_BASE_PATH, `${API_BASE_PATH}/*`]) {
    app.use(path, originGuard({ everyRequest }), jsonBodyGuard());
    app.all(path, async (c) => closeAfterTooLarge(await answerApi(c.req.raw)));
  }
  app.all(API_ROOT, () => errorResponse(404, NOT_AN_API_PATH));
  app.all(`${API_ROOT}/*`, () => errorResponse(404, NOT_AN_API_PATH));
  app.get(consoleHostPaths.status, (c) => c.json(options.status, 200, { 'Cache-Control': 'no-store' }));
  if (options.pageSessions !== undefined) addSessionRoutes(app, options.pageSessions);
  app.all('/gatehouse/*', () => errorResponse(404, 'Not found'));
  const { api, pageSessions } = options;
  const firstView =
    api === undefined || pageSessions === undefined
      ? undefined
      : firstViewRenderer({
          ...pageSessions,
          api: (request) => api.fetch(request),
          log: (line) => {
            logger.warn(line);
          },
        });
  void firstView?.warm(options.distDir);
  app.on(['GET', 'HEAD'], '*', (c) => serveStaticApp(c.req.raw, options.distDir, firstView));

  app.notFound(() => errorResponse(404, 'Not found'));
  app.onError((error, c: Context) => {
    // A client that left mid-upload fails the body read; that is its doing, and requestLog records the abort.
    if (!clientLeft(c))
      logger.error({ method: c.req.method, path: pathOfUrl(c.req.url), err: error }, 'Internal error');
    return errorResponse(500, 'Internal error');
  });
  return app;
}

function clientLeft(c: Context): boolean {
  const bindings = nodeBindingsOf(c.env);
  return bindings === undefined
    ? c.req.raw.signal.aborted
    : bindings.outgoing.closed || bindings.incoming.errored !== null;
}

// A 413 leaves the rest of the body unread on the socket; reusing the connection would read it as the next request.
function closeAfterTooLarge(response: Response): Response {
  if (response.status === 413) response.headers.set('Connection', 'close');
  return response;
}

function apiHandler(options: HostOptions, log: Logger): (request: Request) => Response | Promise<Response> {
  const { api, proxy } = options;
  // Only the embedded API's answers are compressed: the proxy streams upstream bodies through untouched.
  if (api !== undefined) return async (request) => compressResponse(request, await api.fetch(request));
  if (proxy !== undefined) return createProxy({ log, ...proxy });
  return () => errorResponse(503, 'No Console API is configured on this server');
}

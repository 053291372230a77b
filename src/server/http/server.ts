import { Hono } from 'hono';
import type { Context } from 'hono';
import { API_BASE_PATH } from '../../contract/paths';
import { compressResponse } from './compression';
import { errorResponse } from './errorResponse';
import { createProxy } from './proxy';
import type { ProxyOptions } from './proxy';
import { requestLog } from './requestLog';
import type { Logger } from './requestLog';
import { securityHeaders } from './securityHeaders';
import { serveStaticApp } from './staticApp';

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
  log?: Logger;
}

const STATUS_PATH = '/gatehouse/status';
// Above the API: a client that asks for another version, or for no version, gets a JSON answer that says where to go.
const API_ROOT = '/console';
const NOT_AN_API_PATH = `No such API path: the Console API is under ${API_BASE_PATH}`;

/** The root app: Console API (embedded or proxied), status, and the built single-page app. */
export function createHostApp(options: HostOptions): Hono {
  const log = options.log ?? console.log;
  const answerApi = apiHandler(options, log);
  const app = new Hono();

  app.use(requestLog(log));
  app.use(securityHeaders());

  app.all(API_BASE_PATH, (c) => answerApi(c.req.raw));
  app.all(`${API_BASE_PATH}/*`, (c) => answerApi(c.req.raw));
  app.all(API_ROOT, () => errorResponse(404, NOT_AN_API_PATH));
  app.all(`${API_ROOT}/*`, () => errorResponse(404, NOT_AN_API_PATH));
  app.get(STATUS_PATH, (c) => c.json(options.status, 200, { 'Cache-Control': 'no-store' }));
  app.all('/gatehouse/*', () => errorResponse(404, 'Not found'));
  app.on(['GET', 'HEAD'], '*', (c) => serveStaticApp(c.req.raw, options.distDir));

  app.notFound(() => errorResponse(404, 'Not found'));
  app.onError((error, c: Context) => {
    log(`Internal error on ${c.req.method} ${c.req.path}: ${error.message}`);
    return errorResponse(500, 'Internal error');
  });
  return app;
}

function apiHandler(options: HostOptions, log: Logger): (request: Request) => Response | Promise<Response> {
  const { api, proxy } = options;
  // Only the embedded API's answers are compressed: the proxy streams upstream bodies through untouched.
  if (api !== undefined) return async (request) => compressResponse(request, await api.fetch(request));
  if (proxy !== undefined) return createProxy({ log, ...proxy });
  return () => errorResponse(503, 'No Console API is configured on this server');
}

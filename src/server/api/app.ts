import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { MAX_BODY_BYTES } from '../../contract/limits';
import { API_BASE_PATH } from '../../contract/paths';
import type { Database } from '../store/db';
import { UnreadableRecordError } from '../store/unreadableRecordError';
import { errorResponse } from '../http/errorResponse';
import { API_SECURITY_HEADERS } from '../http/securityHeaders';
import { answerCache } from './answerCache';
import { ApiError } from './apiError';
import { requireApiKey } from './apiKeyAuth';
import type { ApiDeps } from './apiDeps';
import { registerAuditLogRoutes } from './routes/auditLogRoutes';
import { registerAutotuneRoutes } from './routes/autotuneRoutes';
import { registerDynamicConfigRoutes } from './routes/dynamicConfigRoutes';
import { registerEventRoutes } from './routes/eventRoutes';
import { registerExperimentRoutes } from './routes/experimentRoutes';
import { registerGateRoutes } from './routes/gateRoutes';
import { registerLayerRoutes } from './routes/layerRoutes';
import { registerMetricSourceRoutes } from './routes/metricSourceRoutes';

export interface ApiAppOptions {
  db: Database;
  apiKey: string;
  /** The clock, in milliseconds since the epoch; tests pin it. */
  now?: () => number;
}

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, `The request body is larger than ${String(MAX_BODY_BYTES)} bytes`);
  },
});
// The Node adapter gives these no body; asking would build a full fetch Request for nothing.
const BODILESS = new Set(['GET', 'HEAD']);
const limitBodies: MiddlewareHandler = (c, next) => (BODILESS.has(c.req.method) ? next() : limitBody(c, next));

const API_HEADER_ENTRIES = Object.entries(API_SECURITY_HEADERS);
// Set before the handler, so every c.json answer is built with a Headers object holding them: the host can then
// edit that object in place rather than copy the answer (see securityHeaders.ts).
const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of API_HEADER_ENTRIES) c.header(name, value);
  await next();
};

// Lists whose answer depends on the path, the query and the stored data alone: kept until the store is written.
const CACHED_LISTS = ['/layers', '/events', '/events/:eventName', '/event_names'].map((path) => API_BASE_PATH + path);

const notFound = () => new ApiError(404, 'No such path in the Console API');

/** The embedded Console API: every route carries its full `/console/v1/...` path, so the host mounts it as is. */
export function createApiApp({ db, apiKey, now = Date.now }: ApiAppOptions): Hono {
  const app = new Hono();
  const deps: ApiDeps = { db, now, newId: randomUUID };

  for (const path of [API_BASE_PATH, `${API_BASE_PATH}/*`]) {
    app.use(path, apiSecurityHeaders);
    app.use(path, requireApiKey(apiKey));
    app.use(path, limitBodies);
  }
  const cachedAnswers = answerCache(db);
  for (const path of CACHED_LISTS) app.use(path, cachedAnswers);

  registerGateRoutes(app, deps);
  registerLayerRoutes(app, deps);
  registerAutotuneRoutes(app, deps);
  registerDynamicConfigRoutes(app, deps);
  registerExperimentRoutes(app, deps);
  registerMetricSourceRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerAuditLogRoutes(app, deps);

  // Explicit routes, not only notFound(): a host that mounts this app with route() never calls our notFound.
  app.all(API_BASE_PATH, () => {
    throw notFound();
  });
  app.all(`${API_BASE_PATH}/*`, () => {
    throw notFound();
  });
  app.notFound(() => answer(notFound()));

  app.onError((error, c) => {
    if (error instanceof ApiError) return answer(error);
    if (error instanceof UnreadableRecordError) {
      // The client cannot fix this by resending; the start-up check sets the record aside (see openEmbeddedStore).
      const message =
        `The stored record "${error.key}" cannot be read (nested too deeply or corrupt); ` +
        'the server sets it aside and restores the last readable version when it next starts';
      return errorResponse(422, message);
    }
    if (error instanceof HTTPException && error.status < 500) return errorResponse(error.status, error.message);
    // A client that left mid-upload fails the body read: not an internal error, and the host logs it as an abort.
    if (c.req.raw.signal.aborted) return errorResponse(400, 'The client closed the connection');
    console.error('Console API request failed', c.req.method, c.req.path, error);
    return errorResponse(500, 'Internal error');
  });
  return app;
}

function answer(error: ApiError): Response {
  return errorResponse(error.status, error.message, { errors: error.errors, headers: error.headers });
}

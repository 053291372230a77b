// A test-only upstream: the embedded Console API on its own seeded store, answering the way a real service may
// where the published API is loose. Proxy-mode e2e tests point Gatehouse at it.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { API_BASE_PATH, API_KEY_HEADER } from '../../src/contract/paths';
import { createApiApp } from '../../src/server/api/app';
import { buildSeed } from '../../src/server/seed/buildSeed';
import { openDatabase } from '../../src/server/store/db';
import { importSeed } from '../../src/server/store/importSeed';
import { hostileAnswer, withUpstreamCookie } from './hostileAnswers';
import { plantUnknownCondition, restoreUnknownConditions, takeUnknownConditions } from './plantUnknownCondition';
import { sparseCreated, variantEnvelope, variantError } from './variantShapes';
import { deepRecords } from './deepRecords';

/** A request as the upstream received it, for assertions on the upstream's side. */
export interface ReceivedRequest {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
  /** Answered 429 by the every-tenth-GET throttle, so the console asked again. */
  throttled?: true;
}

export interface VariantUpstream {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The gate whose first rule holds a condition of a type the console does not know. */
  gateWithUnknownCondition: string;
  /** The gate whose first rule holds values nested thousands of levels deep (deepRecords.ts). */
  deepGate: string;
  received: ReceivedRequest[];
  stop: () => Promise<void>;
}

// Extensions a real service lacks: the console must fall back to "open by id" and recent names.
const MISSING_EXTENSIONS = new Set([
  `${API_BASE_PATH}/event_names`,
  `${API_BASE_PATH}/dynamic_configs`,
  `${API_BASE_PATH}/audit_logs`,
]);
const IGNORED_GATE_LIST_PARAMS = [
  'search',
  'status',
  'enabled',
  'type',
  'tag',
  'tags',
  'creator',
  'modifier',
  'sort',
  'order',
  'counts',
];
const GATE_UPDATE = new RegExp(`^${API_BASE_PATH}/gates/[^/]+$`);
const THROTTLE_EVERY = 10;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export async function startVariantUpstream(apiKey: string): Promise<VariantUpstream> {
  const db = openDatabase(':memory:');
  importSeed(db, buildSeed({ eventCount: 3_000 }));
  const gateWithUnknownCondition = plantUnknownCondition(db);
  const deep = deepRecords(db);
  const api = createApiApp({ db, apiKey });
  const received: ReceivedRequest[] = [];
  let gets = 0;

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.method === 'POST' ? await request.text() : '';
    const body: unknown = text === '' ? undefined : safeParse(text);
    const key = request.headers.get(API_KEY_HEADER);
    const entry: ReceivedRequest = { method: request.method, path: url.pathname + url.search, key, body };
    received.push(entry);
    const hostile = hostileAnswer(request.method, url.pathname, key);
    if (hostile !== undefined) return hostile;

    if (request.method === 'GET') {
      gets += 1;
      if (gets % THROTTLE_EVERY === 0) {
        entry.throttled = true;
        return json(429, { status: 429, message: 'Too many requests' }, { 'retry-after': '1' });
      }
      if (MISSING_EXTENSIONS.has(url.pathname)) return json(404, { status: 404, message: 'Not found' });
      // This service ignores search, the filters, the order and the counts of the gates list: the console must
      // filter what it received (search) or read every gate and filter, sort and count them itself, and say so.
      if (url.pathname === `${API_BASE_PATH}/gates`) {
        for (const name of IGNORED_GATE_LIST_PARAMS) url.searchParams.delete(name);
      }
    }
    if (request.method === 'POST' && GATE_UPDATE.test(url.pathname) && typeof body === 'object' && body !== null) {
      // It knows safeChangeStrategy: it enforces the safe-change check (428), and an upstream that did so without
      // taking the strategy could never be saved past it.
      const unknown = ['expectedVersion'].find((field) => field in body);
      if (unknown !== undefined) {
        return json(400, {
          status: 400,
          message: `Unknown field ${unknown}`,
          errors: [{ property: unknown, errorMessage: 'Unknown field' }],
        });
      }
    }

    const isGateUpdate = request.method === 'POST' && GATE_UPDATE.test(url.pathname);
    const { forwarded, taken } = isGateUpdate ? takeUnknownConditions(body) : { forwarded: body, taken: [] };
    const forward = (method: string, sent?: string) =>
      api.request(url.pathname + url.search, {
        method,
        headers: { [API_KEY_HEADER]: key ?? '', 'content-type': 'application/json' },
        body: sent,
      });
    const answer = await forward(
      request.method,
      request.method === 'POST' ? (taken.length > 0 ? JSON.stringify(forwarded) : text) : undefined,
    );
    if (isGateUpdate && answer.status === 200 && taken.length > 0) {
      restoreUnknownConditions(db, decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)), taken);
      // The saved gate as this upstream stores it, the conditions it alone knows included.
      const { message } = (await answer.json()) as { message: unknown };
      const { data } = (await (await forward('GET')).json()) as { data: unknown };
      return json(200, variantEnvelope({ message, data }));
    }
    const answered: unknown = await answer.json();
    if (answer.status === 401) return json(401, { status: 401, message: `Invalid SERVICE-API-KEY: ${key ?? ''}` });
    if (answer.status >= 400) return json(answer.status, variantError(answered));
    if (answer.status === 201) return json(201, sparseCreated(answered));
    return deep.answer(answer.status, variantEnvelope(answered)) ?? json(answer.status, variantEnvelope(answered));
  };

  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      { fetch: async (request) => withUpstreamCookie(await handle(request)), hostname: '127.0.0.1', port: 0 },
      () => {
        resolve(started);
      },
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    gateWithUnknownCondition,
    deepGate: deep.gateId,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

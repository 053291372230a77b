import type { FieldError, Pagination } from '../../../contract/envelope';
import { API_KEY_HEADER } from '../../../contract/paths';
import { openDatabase, type Database } from '../../store/db';
import { importSeed } from '../../store/importSeed';
import { createApiApp } from '../app';
import { fixtureSeed } from './fixtureSeed';

export const TEST_API_KEY = 'test-key-0123456789';
export const TEST_NOW = Date.UTC(2026, 5, 1, 12);

/** The Console API on an in-memory store holding the fixture seed, and a helper that sends the key. */
export function testApi(options: { seed?: boolean; db?: Database } = {}) {
  const db = options.db ?? openDatabase(':memory:');
  if (options.seed ?? true) importSeed(db, fixtureSeed());
  const app = createApiApp({ db, apiKey: TEST_API_KEY, now: () => TEST_NOW });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { [API_KEY_HEADER]: TEST_API_KEY, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    app,
    db,
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}

/** A response body as the tests read it: an envelope or an error body. */
interface TestBody<T> {
  status?: number;
  message: string;
  data: T;
  pagination: Pagination;
  errors?: FieldError[];
}

export async function read<T = unknown>(response: Response): Promise<TestBody<T>> {
  return (await response.json()) as TestBody<T>;
}

export const v1 = (path: string) => `/console/v1${path}`;

import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../contract/limits';
import { API_KEY_HEADER } from '../../contract/paths';
import { read, TEST_API_KEY, testApi, v1 } from './testing/testApp';

describe('authentication', () => {
  it('answers 401 with the documented message when the key is missing', async () => {
    const { app } = testApi();
    const response = await app.request(v1('/layers'));
    expect(response.status).toBe(401);
    expect(await read(response)).toEqual({ status: 401, message: 'Missing or invalid SERVICE-API-KEY header' });
  });

  it('answers 401 for a wrong key, also one of the same length', async () => {
    const { call } = testApi();
    const sameLength = `${TEST_API_KEY.slice(0, -1)}x`;
    for (const key of ['nope', sameLength, '']) {
      const response = await call('GET', v1('/gates'), undefined, { [API_KEY_HEADER]: key });
      expect(response.status).toBe(401);
    }
  });

  it('answers 401 before 404 on an unknown path, so paths cannot be probed without a key', async () => {
    const { app } = testApi();
    expect((await app.request(v1('/nothing/here'))).status).toBe(401);
  });

  it('refuses to start with an empty key', async () => {
    const { createApiApp } = await import('./app');
    const { openDatabase } = await import('../store/db');
    expect(() => createApiApp({ db: openDatabase(':memory:'), apiKey: '' })).toThrow(/non-empty/);
  });
});

describe('unknown paths and methods', () => {
  it('answers 404 JSON for an unknown path under /console/v1', async () => {
    const { get } = testApi();
    for (const path of ['/nothing', '', '/gates/checkout_flow/unknown', '/metrics']) {
      const response = await get(v1(path));
      expect(response.status).toBe(404);
      expect(await read(response)).toMatchObject({ status: 404, message: expect.any(String) as string });
    }
  });

  it('answers 405 with an Allow header for a known path with another method', async () => {
    const { call } = testApi();
    const cases: [string, string, string][] = [
      ['DELETE', '/gates/checkout_flow', 'GET, POST'],
      ['POST', '/layers', 'GET'],
      ['GET', '/metrics/metric_source', 'POST'],
      ['PUT', '/events/purchase', 'GET'],
      ['PATCH', '/autotunes', 'GET, POST'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await call(method, v1(path), method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow')).toBe(allow);
      expect((await read(response)).status).toBe(405);
    }
  });
});

describe('request bodies', () => {
  it('answers 400 for malformed JSON', async () => {
    const { post } = testApi();
    const response = await post(v1('/gates/checkout_flow'), '{"isEnabled": fals');
    expect(response.status).toBe(400);
    expect((await read(response)).message).toBe('The request body is not valid JSON');
  });

  it('answers 400 for an empty body and for bodies that are not objects', async () => {
    const { post } = testApi();
    for (const body of ['', '[]', 'null', '42', '"text"']) {
      const response = await post(v1('/autotunes'), body);
      expect(response.status, body).toBe(400);
    }
  });

  it('answers 413 for a body over 1 MiB, with or without a length header', async () => {
    const { post, app } = testApi();
    const big = JSON.stringify({ description: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await post(v1('/gates/checkout_flow'), big);
    expect(response.status).toBe(413);
    expect((await read(response)).status).toBe(413);

    const withLength = await app.request(v1('/gates/checkout_flow'), {
      method: 'POST',
      headers: { [API_KEY_HEADER]: TEST_API_KEY, 'Content-Length': String(big.length) },
      body: big,
    });
    expect(withLength.status).toBe(413);
  });

  it('accepts a body just under the limit as far as size goes', async () => {
    const { post } = testApi();
    const body = JSON.stringify({ description: 'x'.repeat(MAX_BODY_BYTES - 100) });
    const response = await post(v1('/gates/checkout_flow'), body);
    // Too long for a description, but judged on content, not size.
    expect(response.status).toBe(400);
    expect((await read(response)).errors?.[0]?.path).toBe('description');
  });
});

describe('internal errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 500 "Internal error" and logs the cause when the store fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { get, db } = testApi();
    db.close();
    const response = await get(v1('/layers'));
    expect(response.status).toBe(500);
    expect(await read(response)).toEqual({ status: 500, message: 'Internal error' });
    expect(log).toHaveBeenCalled();
  });
});

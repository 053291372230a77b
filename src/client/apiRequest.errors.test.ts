import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GateSchema } from '../contract/gate';
import { apiPaths } from '../contract/paths';
import { fieldErrorFor } from './apiError';
import { clearConnection, saveConnection } from './connection';
import { apiGet, apiPost } from './apiRequest';
import { TOO_DEEP_TO_SEND } from './requestBody';
import { hangingResponse, jsonResponse, stubFetch } from './testing/fakeFetch';
import { requestFailure } from './testing/requestFailure';

const KEY = 'console-9f8e7d6c5b4a';

beforeEach(() => {
  saveConnection({ baseUrl: 'https://console.example.com', apiKey: KEY, remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

const getGate = () => requestFailure(apiGet(apiPaths.gate('g'), GateSchema));

describe('HTTP errors', () => {
  it('redacts a key echoed in a 401 and points to the Connection page', async () => {
    stubFetch(() => jsonResponse({ status: 401, message: `Invalid SERVICE-API-KEY header: ${KEY}` }, 401));
    const error = await getGate();
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(error.message).not.toContain(KEY);
    expect(error.message).toBe('Invalid SERVICE-API-KEY header: [redacted]. Set the API key on the Connection page.');
  });

  it('redacts key=value forms of other keys too', async () => {
    stubFetch(() => jsonResponse({ status: 401, message: 'Rejected key=other-key-42' }, 401));
    expect((await getGate()).message).not.toContain('other-key-42');
  });

  it('attaches 400 field errors to their paths', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          status: 400,
          message: 'The gate is not valid',
          errors: [{ path: 'rules.0.passPercentage', message: 'Pass percentage must be between 0 and 100' }],
        },
        400,
      ),
    );
    const error = await requestFailure(apiPost(apiPaths.gate('g'), {}, GateSchema));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'The gate is not valid.' });
    expect(fieldErrorFor(error, 'rules.0.passPercentage')).toBe('Pass percentage must be between 0 and 100');
  });

  it('normalises legacy {property, errorMessage} field errors', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'Invalid request', errors: [{ property: 'name', errorMessage: 'Name is too short' }] },
        400,
      ),
    );
    const error = await requestFailure(apiPost(apiPaths.gates(), {}, GateSchema));
    expect(error.fieldErrors).toEqual([{ path: 'name', message: 'Name is too short' }]);
  });

  it.each([
    [404, 'Gate g not found'],
    [409, 'The gate is at version 7; reload it before saving'],
    [428, 'Rule "Everyone" rises by more than 50 points; choose immediate or gradual'],
  ])('shows the server message of a %i', async (status, message) => {
    stubFetch(() => jsonResponse({ status, message }, status));
    expect(await getGate()).toMatchObject({ kind: 'http', status, message: `${message}.` });
  });

  it('reports a 500 with a non-JSON body by its status text', async () => {
    stubFetch(() => new Response('<h1>oops</h1>', { status: 500, statusText: 'Internal Server Error' }));
    const error = await getGate();
    expect(error).toMatchObject({ kind: 'invalid-response', status: 500 });
    expect(error.message).toMatch(/^Internal Server Error \(HTTP 500\)\./);
  });

  it('names the status when fetch leaves statusText empty', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    expect((await getGate()).message).toMatch(/^Bad Gateway \(HTTP 502\)/);
  });

  it('uses the status text for a JSON error body of another shape', async () => {
    stubFetch(() => jsonResponse({ error: 'nope' }, 403));
    expect(await getGate()).toMatchObject({
      kind: 'http',
      status: 403,
      message: 'Forbidden (HTTP 403). Set the API key on the Connection page.',
    });
  });

  it('reads Retry-After into retryAfterMs', async () => {
    stubFetch(() => jsonResponse({ message: 'Slow down' }, 429, { 'Retry-After': '7' }));
    expect(await getGate()).toMatchObject({ status: 429, retryAfterMs: 7000 });
  });
});

describe('failures without an HTTP error', () => {
  it('reports a network failure naming the server', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await getGate();
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toContain('Cannot reach the server at https://console.example.com');
  });

  it('times out after timeoutMs', async () => {
    stubFetch(hangingResponse);
    const error = await requestFailure(apiGet(apiPaths.gate('g'), GateSchema, { timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('warns that a timed-out POST may have been saved', async () => {
    stubFetch(hangingResponse);
    const error = await requestFailure(apiPost(apiPaths.gate('g'), {}, GateSchema, { timeoutMs: 20 }));
    expect(error.message).toContain('may or may not have been saved');
  });

  it('passes the caller cancelling through as an abort, not an ApiError', async () => {
    stubFetch(hangingResponse);
    const controller = new AbortController();
    const pending = requestFailure(apiGet(apiPaths.gate('g'), GateSchema, { signal: controller.signal }));
    controller.abort();
    const error: unknown = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('reports a 2xx body that is not JSON', async () => {
    stubFetch(() => new Response('<!doctype html><html></html>', { status: 200, statusText: 'OK' }));
    const error = await getGate();
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain('not with JSON');
  });

  it('names the first path that does not match the schema', async () => {
    stubFetch(() => jsonResponse({ message: 'ok', data: { id: 42 } }));
    const error = await getGate();
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain('at data.id');
  });

  it('reports an answer without an envelope', async () => {
    stubFetch(() => jsonResponse([{ id: 'g' }]));
    expect((await getGate()).kind).toBe('invalid-response');
  });
});

describe('a body too deep to write', () => {
  it('is not sent, and the error says why', async () => {
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: {} }));
    let value: unknown = 1;
    for (let level = 0; level < 20_000; level += 1) value = { level: value };
    const error = await requestFailure(
      apiPost(apiPaths.gate('g'), { rules: [{ conditions: [{ type: 'time', detail: value }] }] }, GateSchema),
    );
    expect(error.message).toBe(TOO_DEEP_TO_SEND);
    expect(requests).toEqual([]);
  });
});

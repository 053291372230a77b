import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GateSchema } from '../contract/gate';
import { apiPaths } from '../contract/paths';
import * as z from '../contract/zod';
import { apiGet, apiPost, apiRequest } from './apiRequest';
import { buildApiUrl } from './apiUrl';
import { apiList } from './apiList';
import { getConnectionStatus } from './serverStatus';
import { clearConnection, saveConnection } from './connection';
import { jsonResponse, stubFetch } from './testing/fakeFetch';

const BASE = 'https://console.example.com';

beforeEach(() => {
  saveConnection({ baseUrl: BASE, apiKey: 'console-key-123', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('request URLs', () => {
  it('puts the path under /console/v1 of the base URL', async () => {
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: { id: 'g' } }));
    await apiGet(apiPaths.gate('g'), GateSchema);
    expect(requests[0]?.url).toBe(`${BASE}/console/v1/gates/g`);
  });

  it('encodes ids with slashes, percent signs, spaces and unicode as one path segment', async () => {
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: { id: 'x' } }));
    await apiGet(apiPaths.gate('team/a 100% é'), GateSchema);
    expect(requests[0]?.url).toBe(`${BASE}/console/v1/gates/team%2Fa%20100%25%20%C3%A9`);
  });

  it('encodes query parameters and leaves out undefined ones', () => {
    expect(buildApiUrl('', '/gates', { search: 'a&b c', page: 2, limit: undefined })).toBe(
      '/console/v1/gates?search=a%26b+c&page=2',
    );
  });

  it('uses a same-origin path when no base URL is set', async () => {
    saveConnection({ baseUrl: '', apiKey: 'console-key-123', remember: false });
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: [] }));
    await apiList(apiPaths.layers(), z.unknown(), { page: 1, limit: 20 });
    expect(requests[0]?.url).toBe('/console/v1/layers?page=1&limit=20');
  });
});

describe('request headers', () => {
  it('sends the key in SERVICE-API-KEY and never in the URL', async () => {
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: { id: 'g' } }));
    await apiGet(apiPaths.gate('g'), GateSchema, { query: { page: 1 } });
    expect(requests[0]?.headers.get('SERVICE-API-KEY')).toBe('console-key-123');
    expect(requests[0]?.url).not.toContain('console-key-123');
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends no key header when no key is set', async () => {
    saveConnection({ baseUrl: BASE, apiKey: '', remember: false });
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: { id: 'g' } }));
    await apiGet(apiPaths.gate('g'), GateSchema);
    expect(requests[0]?.headers.has('SERVICE-API-KEY')).toBe(false);
  });

  it('sends a JSON body with Content-Type on POST', async () => {
    const requests = stubFetch(() =>
      jsonResponse({ message: 'Gate updated successfully', data: { id: 'g', version: 2 } }),
    );
    const result = await apiPost(apiPaths.gate('g'), { isEnabled: false }, GateSchema);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBe('{"isEnabled":false}');
    expect(result).toMatchObject({ message: 'Gate updated successfully', data: { id: 'g', version: 2 } });
  });

  it('uses settings given for one request instead of the stored ones', async () => {
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: [] }));
    await apiList(apiPaths.layers(), z.unknown(), {
      page: 1,
      limit: 1,
      connection: { baseUrl: 'https://try.example/', apiKey: 'trial-key' },
    });
    expect(requests[0]?.url).toBe('https://try.example/console/v1/layers?page=1&limit=1');
    expect(requests[0]?.headers.get('SERVICE-API-KEY')).toBe('trial-key');
  });

  it('does not send a request meant for another server after the connection moved', async () => {
    const requests = stubFetch(() => jsonResponse({ message: 'ok', data: { id: 'g' } }));
    await expect(apiGet(apiPaths.gate('g'), GateSchema, { baseUrl: 'https://old.example.com' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(requests).toHaveLength(0);
  });
});

describe('envelope parsing', () => {
  it('returns message, data parsed by the schema, and pagination', async () => {
    stubFetch(() =>
      jsonResponse({
        message: 'Gates listed',
        data: [{ id: 'a', targetApps: 'web, ios', extra: 1 }],
        pagination: {
          itemsPerPage: 20,
          pageNumber: 1,
          totalItems: 1,
          nextPage: null,
          previousPage: null,
          all: '/console/v1/gates',
        },
      }),
    );
    const response = await apiRequest({ method: 'GET', path: '/gates', schema: z.array(GateSchema) });
    expect(response.message).toBe('Gates listed');
    expect(response.data[0]).toMatchObject({ id: 'a', targetApps: ['web', 'ios'], rules: [], extra: 1 });
    expect(response.pagination?.totalItems).toBe(1);
  });

  it('drops a malformed pagination instead of failing the page', async () => {
    stubFetch(() => jsonResponse({ message: 'ok', data: [], pagination: { pageNumber: 'one' } }));
    const response = await apiRequest({ method: 'GET', path: '/layers', schema: z.array(z.unknown()) });
    expect(response.pagination).toBeUndefined();
  });
});

describe('getConnectionStatus', () => {
  it('reads the Gatehouse server status without sending the key', async () => {
    const requests = stubFetch(() =>
      jsonResponse({ mode: 'proxy', serverHoldsKey: true, apiKeyLocation: 'the CONSOLE_API_KEY environment variable' }),
    );
    await expect(getConnectionStatus()).resolves.toEqual({
      mode: 'proxy',
      serverHoldsKey: true,
      apiKeyLocation: 'the CONSOLE_API_KEY environment variable',
    });
    expect(requests[0]?.url).toBe(`${BASE}/gatehouse/status`);
    expect(requests[0]?.headers.has('SERVICE-API-KEY')).toBe(false);
  });

  it.each([
    ['a 404', () => jsonResponse({ status: 404, message: 'Not found' }, 404)],
    ['an HTML page', () => new Response('<html></html>', { status: 200 })],
    ['another shape', () => jsonResponse({ ok: true })],
    ['no answer', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers unknown for %s', async (_name, respond) => {
    stubFetch(respond);
    await expect(getConnectionStatus()).resolves.toEqual({
      mode: 'unknown',
      serverHoldsKey: false,
      apiKeyLocation: null,
    });
  });
});

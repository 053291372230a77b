import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../contract/paths';
import * as z from '../contract/zod';
import { isApiError } from './apiError';
import { clearConnection, saveConnection } from './connection';
import { apiList } from './apiList';
import { knownConnectionStatus } from './queries/connectionQueries';
import { noKeyMessage } from './noKeyMessage';
import { jsonResponse, stubFetch } from './testing/fakeFetch';

// Statuses are kept per base URL for the whole run, so every test uses a server of its own.
let servers = 0;
function connectTo(apiKey: string): string {
  servers += 1;
  const baseUrl = `https://server-${String(servers)}.example.com`;
  saveConnection({ baseUrl, apiKey, remember: false });
  return baseUrl;
}

function answer(status: unknown) {
  return stubFetch((request) =>
    request.url.endsWith('/gatehouse/status') ? jsonResponse(status) : jsonResponse({ message: 'ok', data: [] }),
  );
}

const listLayers = () => apiList(apiPaths.layers(), z.unknown(), { page: 1, limit: 20 });

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('a request without a key', () => {
  it('is not sent when the server holds no key either, and says where the key is', async () => {
    connectTo('');
    const requests = answer({ mode: 'embedded', serverHoldsKey: false, apiKeyLocation: 'data/api-key' });
    const error: unknown = await listLayers().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('no-key');
    expect(isApiError(error) && error.message).toBe(
      'Paste the API key on the Connection page to start; this server keeps it in data/api-key.',
    );
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/gatehouse/status']);
  });

  it('is sent when the server adds the key itself', async () => {
    const baseUrl = connectTo('');
    const requests = answer({ mode: 'proxy', serverHoldsKey: true, apiKeyLocation: null });
    await expect(listLayers()).resolves.toMatchObject({ items: [] });
    expect(requests.at(-1)?.url).toBe(`${baseUrl}/console/v1/layers?page=1&limit=20`);
  });

  it('is sent to a server that does not say (not a Gatehouse server), which answers for itself', async () => {
    connectTo('');
    const requests = stubFetch((request) =>
      request.url.endsWith('/gatehouse/status')
        ? new Response('<html></html>')
        : jsonResponse({ message: 'ok', data: [] }),
    );
    await expect(listLayers()).resolves.toMatchObject({ items: [] });
    expect(requests.filter((request) => request.url.includes('/console/v1/'))).toHaveLength(1);
  });

  it('asks the server once for many requests', async () => {
    connectTo('');
    const requests = answer({ mode: 'embedded', serverHoldsKey: false, apiKeyLocation: null });
    await Promise.allSettled([listLayers(), listLayers(), listLayers()]);
    expect(requests).toHaveLength(1);
  });
});

describe('a request with a key', () => {
  it('is sent without asking the server for its status, so a wrong key still gets its 401', async () => {
    connectTo('wrong-key');
    const requests = stubFetch(() =>
      jsonResponse({ status: 401, message: 'Missing or invalid SERVICE-API-KEY header' }, 401),
    );
    const error: unknown = await listLayers().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(401);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/console/v1/layers']);
  });
});

describe('knownConnectionStatus', () => {
  it('asks again after an unknown answer', async () => {
    const baseUrl = connectTo('');
    const requests = stubFetch(() => new Response('', { status: 503 }));
    await expect(knownConnectionStatus(baseUrl)).resolves.toMatchObject({ mode: 'unknown' });
    await expect(knownConnectionStatus(baseUrl)).resolves.toMatchObject({ mode: 'unknown' });
    expect(requests).toHaveLength(2);
  });
});

describe('noKeyMessage', () => {
  it('names where the server keeps the key', () => {
    expect(
      noKeyMessage({
        mode: 'embedded',
        serverHoldsKey: false,
        apiKeyLocation: 'the CONSOLE_API_KEY environment variable',
      }),
    ).toBe(
      'Paste the API key on the Connection page to start; this server keeps it in the CONSOLE_API_KEY environment variable.',
    );
  });

  it('sends the user to whoever runs the API when the server does not say', () => {
    expect(noKeyMessage({ mode: 'proxy', serverHoldsKey: false, apiKeyLocation: null })).toBe(
      'Paste the API key on the Connection page to start; ask whoever runs the upstream Console API for one.',
    );
    expect(noKeyMessage({ mode: 'embedded', serverHoldsKey: false, apiKeyLocation: ' ' })).toMatch(
      /whoever runs the Console API/,
    );
  });
});

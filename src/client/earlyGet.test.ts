import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '../contract/zod';
import { apiGet } from './apiRequest';
import { clearConnection, saveConnection } from './connection';
import { startEarlyGet } from './earlyGet';
import { hangingResponse, jsonResponse, stubFetch } from './testing/fakeFetch';
import { requestFailure } from './testing/requestFailure';

const KEY = 'console-9f8e7d6c5b4a';
const BASE = 'https://console.example.com';
const Schema = z.object({ id: z.string() });
const ok = () => jsonResponse({ message: 'ok', data: { id: 'g' } });

beforeEach(() => {
  saveConnection({ baseUrl: BASE, apiKey: KEY, remember: false });
});

afterEach(() => {
  clearConnection();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the early GET', () => {
  it('is sent once when the client asks for the same URL, with the key in its header only', async () => {
    const requests = stubFetch(ok);
    expect(startEarlyGet('/gates', { counts: 'status', page: 1, limit: 20 })).toBe(true);
    expect(await apiGet('/gates', Schema, { query: { counts: 'status', page: 1, limit: 20 } })).toEqual({ id: 'g' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`${BASE}/console/v1/gates?counts=status&page=1&limit=20`);
    expect(requests[0]?.url).not.toContain(KEY);
    expect(requests[0]?.headers.get('SERVICE-API-KEY')).toBe(KEY);
  });

  it('is taken over once: the same request asked again is sent again', async () => {
    const requests = stubFetch(ok);
    startEarlyGet('/gates', { page: 1 });
    await apiGet('/gates', Schema, { query: { page: 1 } });
    await apiGet('/gates', Schema, { query: { page: 1 } });
    expect(requests).toHaveLength(2);
  });

  it('is not used for another URL', async () => {
    const requests = stubFetch(ok);
    startEarlyGet('/gates', { page: 1 });
    await apiGet('/gates', Schema, { query: { page: 2 } });
    expect(requests.map((request) => request.url)).toEqual([
      `${BASE}/console/v1/gates?page=1`,
      `${BASE}/console/v1/gates?page=2`,
    ]);
  });

  it('is not used once the connection has another key, and is cancelled when nobody takes it', () => {
    vi.useFakeTimers();
    const requests = stubFetch(hangingResponse);
    startEarlyGet('/gates', { page: 1 });
    saveConnection({ baseUrl: BASE, apiKey: 'another-key', remember: false });
    void apiGet('/gates', Schema, { query: { page: 1 } }).catch(() => undefined);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.get('SERVICE-API-KEY')).toBe('another-key');
    vi.advanceTimersByTime(10_000);
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('is not started without a key', () => {
    saveConnection({ baseUrl: BASE, apiKey: '', remember: false });
    const requests = stubFetch(ok);
    expect(startEarlyGet('/gates', { page: 1 })).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('keeps the 401 the server answered, as the client would show it', async () => {
    stubFetch(() => jsonResponse({ status: 401, message: 'Invalid SERVICE-API-KEY header' }, 401));
    startEarlyGet('/gates', { page: 1 });
    const error = await requestFailure(apiGet('/gates', Schema, { query: { page: 1 } }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('fails as unreachable when the early request could not connect', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyGet('/gates', { page: 1 });
    const error = await requestFailure(apiGet('/gates', Schema, { query: { page: 1 } }));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it("times out by the client's timeout and is cancelled with it", async () => {
    const requests = stubFetch(hangingResponse);
    startEarlyGet('/gates', { page: 1 });
    const error = await requestFailure(apiGet('/gates', Schema, { query: { page: 1 }, timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it("is cancelled by the caller's signal", async () => {
    const requests = stubFetch(hangingResponse);
    startEarlyGet('/gates', { page: 1 });
    const controller = new AbortController();
    const pending = apiGet('/gates', Schema, { query: { page: 1 }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(requests[0]?.signal?.aborted).toBe(true);
  });
});

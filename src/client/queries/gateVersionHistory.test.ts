import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Gate } from '../../contract/gate';
import { clearConnection, saveConnection } from '../connection';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { gateQueries, readAllPages } from './gateQueries';

const gate = (version: number): Gate => ({ id: 'g', version, rules: [], tags: [], targetApps: [] });
const newestFirst = (count: number) => Array.from({ length: count }, (_, index) => gate(count - index));

beforeEach(() => {
  saveConnection({ baseUrl: 'https://a.example', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('versionHistory', () => {
  it('reads every page at the largest page size, newest first, until the total is reached', async () => {
    const all = newestFirst(150);
    const requests = stubFetch((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const data = all.slice((page - 1) * 100, page * 100);
      return jsonResponse({
        message: 'ok',
        data,
        pagination: { itemsPerPage: 100, pageNumber: page, totalItems: 150 },
      });
    });
    const versions = await new QueryClient().query(gateQueries.versionHistory('g'));
    expect(requests.map((request) => request.url)).toEqual([
      'https://a.example/console/v1/gates/g/versions?page=1&limit=100',
      'https://a.example/console/v1/gates/g/versions?page=2&limit=100',
    ]);
    expect(versions.map((version) => version.version)).toEqual(all.map((version) => version.version));
  });

  it('shares the prefix of version listings, so saving a gate refreshes it', () => {
    expect(gateQueries.versionHistory('g').queryKey.slice(0, 3)).toEqual(gateQueries.versionLists());
  });
});

describe('readAllPages', () => {
  it('follows pages of the size the server chose when it caps the limit, and stops on a short page', async () => {
    const all = newestFirst(7);
    const pages: number[] = [];
    const versions = await readAllPages((page) => {
      pages.push(page);
      return Promise.resolve({ items: all.slice((page - 1) * 3, page * 3), pagination: { itemsPerPage: 3 } });
    });
    expect(pages).toEqual([1, 2, 3]);
    expect(versions).toHaveLength(7);
  });

  it('stops when an upstream ignoring the page answers the same versions again', async () => {
    const first = newestFirst(3);
    let calls = 0;
    const versions = await readAllPages(() => {
      calls += 1;
      return Promise.resolve({ items: first, pagination: { itemsPerPage: 3 } });
    });
    expect(calls).toBe(2);
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../../../client/connection';
import { jsonResponse, stubFetch } from '../../../client/testing/fakeFetch';
import { gateAuditLogQuery } from './gateAuditLog';

const gate = (id: string) => ({ id, name: id, isEnabled: true, rules: [], version: 1, lastModifiedTime: 0 });

beforeEach(() => {
  saveConnection({ baseUrl: 'https://a.example', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('gateAuditLogQuery', () => {
  it('walks every page of the gate list without asking the server to count gates per status', async () => {
    const requests = stubFetch(({ url }) => {
      const { pathname, searchParams } = new URL(url);
      if (pathname.endsWith('/versions')) {
        const id = pathname.split('/').at(-2) ?? '';
        return jsonResponse({ message: 'ok', data: [gate(id)], pagination: { totalItems: 1 } });
      }
      const pageNumber = Number(searchParams.get('page'));
      const data = pageNumber === 1 ? Array.from({ length: 100 }, (_, i) => gate(`g${i}`)) : [gate('last')];
      return jsonResponse({ message: 'ok', data, pagination: { itemsPerPage: 100, pageNumber, totalItems: 101 } });
    });
    const entries = await new QueryClient().query(gateAuditLogQuery());
    const listRequests = requests.filter(({ url }) => new URL(url).pathname === '/console/v1/gates');
    expect(listRequests.map(({ url }) => new URL(url).searchParams.get('page'))).toEqual(['1', '2']);
    expect(listRequests.every(({ url }) => !new URL(url).searchParams.has('counts'))).toBe(true);
    expect(entries).toHaveLength(101);
  });
});

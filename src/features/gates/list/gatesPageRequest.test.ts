import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../../../client/connection';
import { jsonResponse, stubFetch } from '../../../client/testing/fakeFetch';
import { pageRequest } from '../../../ui/pageRequest';
import { startGatesPageRequest } from './gatesPageRequest';
import { gateListFilters, GatesSearchSchema, searchText } from './gatesSearch';
import { gateRowsQuery } from '../../../client/queries/gateRowsQuery';

const respond = () =>
  jsonResponse({
    message: 'ok',
    data: [{ id: 'checkout_v2', name: 'checkout v2' }],
    pagination: { itemsPerPage: 20, pageNumber: 1, totalItems: 1 },
  });

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'console-key', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

/** What the route's loader asks for: the page's query for the address's search. */
async function loadAsTheRoute(search: Record<string, unknown>) {
  const read = GatesSearchSchema.parse(search);
  const { page, limit } = pageRequest(read);
  const queryClient = new QueryClient();
  return queryClient.query(gateRowsQuery(page, limit, searchText(read), gateListFilters(read)));
}

describe('the Gates page request started before the app loads', () => {
  it.each([
    ['no search', {}],
    ['a search, filters and an order', { q: ' check ', status: 'Launched', tags: ['b', 'a'], sort: 'name', page: '2' }],
    ['a single tag and a page size', { tags: 'a', enabled: 'false', limit: '50' }],
  ])('is the request the route loads, taken over instead of sent again (%s)', async (_name, search) => {
    const requests = stubFetch(respond);
    expect(startGatesPageRequest(search)).toBe(true);
    const loaded = await loadAsTheRoute(search);
    expect(loaded.items.map((gate) => gate.id)).toEqual(['checkout_v2']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('counts=status');
  });
});

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../../client/connection';
import { eventPageQuery } from '../../client/queries/eventPageQuery';
import { jsonResponse, stubFetch } from '../../client/testing/fakeFetch';
import { startEventPageRequest } from './eventPageRequest';

const respond = () => jsonResponse({ message: 'ok', data: [{ timestamp: '1700000000000', name: 'page/view' }] });

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'console-key', remember: false });
});

afterEach(() => {
  clearConnection();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the event page request started before the app loads', () => {
  it('is the request the route loads, taken over instead of sent again', async () => {
    window.history.replaceState(null, '', '/events/page%2Fview?page=3&limit=50');
    const requests = stubFetch(respond);
    expect(startEventPageRequest({ page: 3, limit: 50 })).toBe(true);
    expect(requests).toHaveLength(1);
    const events = await new QueryClient().query(eventPageQuery('page/view', 3, 50));
    expect(events.items.map((event) => event.name)).toEqual(['page/view']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\/console\/v1\/events\/page%2Fview\?page=3&limit=50$/);
  });

  it('asks for nothing on the metrics tab, a metric’s page or a malformed address', () => {
    const requests = stubFetch(respond);
    window.history.replaceState(null, '', '/events/page%2Fview?tab=metrics');
    expect(startEventPageRequest({ tab: 'metrics' })).toBe(false);
    window.history.replaceState(null, '', '/events/page%2Fview/metrics/x');
    expect(startEventPageRequest({})).toBe(false);
    window.history.replaceState(null, '', '/events/%E0%A4%A');
    expect(startEventPageRequest({})).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('says it asked for nothing without a key, so the first render does not wait for it', () => {
    saveConnection({ baseUrl: '', apiKey: '', remember: false });
    const requests = stubFetch(respond);
    window.history.replaceState(null, '', '/events/page%2Fview');
    expect(startEventPageRequest({})).toBe(false);
    expect(requests).toHaveLength(0);
  });
});

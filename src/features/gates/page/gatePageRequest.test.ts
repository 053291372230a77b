// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../../../client/connection';
import { gateQueries } from '../../../client/queries/gateQueries';
import { jsonResponse, stubFetch } from '../../../client/testing/fakeFetch';
import { startGatePageRequest } from './gatePageRequest';

const respond = () => jsonResponse({ message: 'ok', data: { id: 'checkout v2', name: 'Checkout v2', rules: [] } });

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'console-key', remember: false });
});

afterEach(() => {
  clearConnection();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the gate page request started before the app loads', () => {
  it('is the request the route loads, taken over instead of sent again', async () => {
    window.history.replaceState(null, '', '/gates/checkout%20v2');
    const requests = stubFetch(respond);
    expect(startGatePageRequest()).toBe(true);
    expect(requests).toHaveLength(1);
    const gate = await new QueryClient().query(gateQueries.detail('checkout v2'));
    expect(gate.name).toBe('Checkout v2');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\/console\/v1\/gates\/checkout%20v2$/);
  });

  it('asks for nothing on a gate’s history or on a malformed address', () => {
    const requests = stubFetch(respond);
    window.history.replaceState(null, '', '/gates/checkout_v2/history');
    expect(startGatePageRequest()).toBe(false);
    window.history.replaceState(null, '', '/gates/%E0%A4%A');
    expect(startGatePageRequest()).toBe(false);
    expect(requests).toHaveLength(0);
  });
});

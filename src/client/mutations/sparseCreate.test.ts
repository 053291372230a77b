import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutotuneCreateBody } from '../../contract/autotune';
import { clearConnection, saveConnection } from '../connection';
import { autotuneQueries } from '../queries/autotuneQueries';
import { createQueryClient } from '../queryClient';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { createAutotuneMutation } from './autotuneMutations';
import { createMetricSourceMutation } from './metricSourceMutations';

const BODY: AutotuneCreateBody = {
  name: 'banner_copy',
  variants: [
    { name: 'a', json: {}, size: 50 },
    { name: 'b', json: {}, size: 50 },
  ],
  successEvent: 'banner_click',
  explorationWindow: '24hr',
  attributionWindow: '4hr',
  winnerThreshold: '95%',
};

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('an autotune create answered 201 with only the id and name', () => {
  it('succeeds but leaves its page to read the whole record, instead of caching the sparse one', async () => {
    stubFetch(() =>
      jsonResponse({ message: 'Autotune created', data: { id: 'banner_copy', name: 'banner_copy' } }, 201),
    );
    const client = createQueryClient();
    // An earlier visit to the id, before it existed, found nothing.
    client.setQueryData(autotuneQueries.detail('banner_copy').queryKey, null);

    const result = await new MutationObserver(client, createAutotuneMutation()).mutate(BODY);

    expect(result.data.id).toBe('banner_copy');
    expect(client.getQueryState(autotuneQueries.detail('banner_copy').queryKey)).toBeUndefined();
  });
});

describe('a metric source create answered 201 with only the name', () => {
  it('shows the source as sent, without the request-only fields', async () => {
    stubFetch(() =>
      jsonResponse({ message: 'Metric source created successfully', data: { id: 'orders', name: 'orders' } }, 201),
    );
    const client = createQueryClient();
    const result = await new MutationObserver(client, createMetricSourceMutation()).mutate({
      name: 'orders',
      sql: 'select 1',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
      skip_validation: true,
      all_columns: ['user_id'],
      column_types: ['string'],
    });
    expect(result.data).toEqual({
      id: 'orders',
      name: 'orders',
      sql: 'select 1',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
      tags: [],
    });
  });

  it('keeps a complete record exactly as the server answered it', async () => {
    const stored = {
      name: 'orders',
      sql: 'select 2',
      timestampColumn: 'at',
      idTypeMapping: [{ serviceUnitID: 'stableID', column: 'd' }],
      tags: ['x'],
    };
    stubFetch(() => jsonResponse({ message: 'ok', data: stored }, 201));
    const result = await new MutationObserver(createQueryClient(), createMetricSourceMutation()).mutate({
      name: 'orders',
      sql: 'select 1',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
    });
    expect(result.data).toEqual(stored);
  });
});

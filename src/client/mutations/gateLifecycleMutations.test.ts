import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { gateQueries } from '../queries/gateQueries';
import { createQueryClient } from '../queryClient';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { gateLifecycleMutation } from './gateLifecycleMutations';

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

const emptyPage = { items: [], message: '', pagination: { itemsPerPage: 20, pageNumber: 1 } };

describe('gateLifecycleMutation', () => {
  it('posts the reviewed version to the action, caches the answered gate and makes the history stale', async () => {
    const requests = stubFetch(() =>
      jsonResponse({ message: 'Gate archived successfully', data: { id: 'a/b', version: 5, status: 'Archived' } }),
    );
    const client = createQueryClient();
    client.setQueryData(gateQueries.detail('a/b').queryKey, {
      id: 'a/b',
      version: 4,
      rules: [],
      tags: [],
      targetApps: [],
    });
    client.setQueryData(gateQueries.versions('a/b', 1, 20).queryKey, emptyPage);

    const result = await new MutationObserver(client, gateLifecycleMutation()).mutate({
      id: 'a/b',
      action: 'archive',
      expectedVersion: 4,
    });

    expect(result.message).toBe('Gate archived successfully');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/console/v1/gates/a%2Fb/archive',
      body: '{"expectedVersion":4}',
    });
    expect(client.getQueryData(gateQueries.detail('a/b').queryKey)).toMatchObject({ version: 5, status: 'Archived' });
    expect(client.getQueryState(gateQueries.versions('a/b', 1, 20).queryKey)?.isInvalidated).toBe(true);
  });

  it('passes a 409 to the caller and keeps the cached gate', async () => {
    stubFetch(() => jsonResponse({ message: 'Gate "g" is now at version 6, not 4' }, 409));
    const client = createQueryClient();
    client.setQueryData(gateQueries.detail('g').queryKey, { id: 'g', version: 4, rules: [], tags: [], targetApps: [] });
    await expect(
      new MutationObserver(client, gateLifecycleMutation()).mutate({ id: 'g', action: 'launch', expectedVersion: 4 }),
    ).rejects.toMatchObject({ status: 409 });
    expect(client.getQueryData(gateQueries.detail('g').queryKey)).toMatchObject({ version: 4 });
  });
});

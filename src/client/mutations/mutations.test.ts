import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { gateQueries } from '../queries/gateQueries';
import { autotuneQueries } from '../queries/autotuneQueries';
import { createQueryClient } from '../queryClient';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { createAutotuneMutation } from './autotuneMutations';
import { updateGateMutation } from './gateMutations';

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('updateGateMutation', () => {
  it('posts the body, caches the returned gate and makes lists and versions stale', async () => {
    const requests = stubFetch(() =>
      jsonResponse({ message: 'Gate updated successfully', data: { id: 'g', version: 3, isEnabled: false } }),
    );
    const client = createQueryClient();
    client.setQueryData(gateQueries.detail('g').queryKey, { id: 'g', version: 2, rules: [], tags: [], targetApps: [] });
    client.setQueryData(gateQueries.list(1, 20).queryKey, {
      items: [],
      message: '',
      pagination: { itemsPerPage: 20, pageNumber: 1 },
    });
    client.setQueryData(gateQueries.versions('g', 1, 20).queryKey, {
      items: [],
      message: '',
      pagination: { itemsPerPage: 20, pageNumber: 1 },
    });

    const result = await new MutationObserver(client, updateGateMutation()).mutate({
      id: 'g',
      body: { isEnabled: false, expectedVersion: 2 },
    });

    expect(result.message).toBe('Gate updated successfully');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/console/v1/gates/g',
      body: '{"isEnabled":false,"expectedVersion":2}',
    });
    expect(client.getQueryData(gateQueries.detail('g').queryKey)).toMatchObject({ version: 3, isEnabled: false });
    expect(client.getQueryState(gateQueries.detail('g').queryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(gateQueries.list(1, 20).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(gateQueries.versions('g', 1, 20).queryKey)?.isInvalidated).toBe(true);
  });

  it('sends the update once, even when the server answers 503', async () => {
    const requests = stubFetch(() => jsonResponse({ message: 'Try later' }, 503));
    const client = createQueryClient();
    await expect(
      new MutationObserver(client, updateGateMutation()).mutate({ id: 'g', body: {} }),
    ).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('leaves the cached gate alone on a 409', async () => {
    stubFetch(() => jsonResponse({ status: 409, message: 'The gate is at version 5' }, 409));
    const client = createQueryClient();
    client.setQueryData(gateQueries.detail('g').queryKey, { id: 'g', version: 2, rules: [], tags: [], targetApps: [] });
    await expect(
      new MutationObserver(client, updateGateMutation()).mutate({ id: 'g', body: { expectedVersion: 2 } }),
    ).rejects.toMatchObject({ status: 409 });
    expect(client.getQueryData(gateQueries.detail('g').queryKey)).toMatchObject({ version: 2 });
  });
});

describe('createAutotuneMutation', () => {
  it('caches the created autotune under its id and makes autotune lists stale', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'Autotune created', data: { id: 'checkout_button', variants: [{ name: 'a' }, { name: 'b' }] } },
        201,
      ),
    );
    const client = createQueryClient();
    client.setQueryData(autotuneQueries.list(1, 20).queryKey, {
      items: [],
      message: '',
      pagination: { itemsPerPage: 20, pageNumber: 1 },
    });
    await new MutationObserver(client, createAutotuneMutation()).mutate({
      name: 'checkout_button',
      variants: [
        { name: 'a', json: {}, size: 50 },
        { name: 'b', json: {}, size: 50 },
      ],
      successEvent: 'purchase',
      explorationWindow: '24hr',
      attributionWindow: '4hr',
      winnerThreshold: '95%',
    });
    expect(client.getQueryState(autotuneQueries.list(1, 20).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(autotuneQueries.detail('checkout_button').queryKey)).toMatchObject({
      id: 'checkout_button',
    });
  });
});

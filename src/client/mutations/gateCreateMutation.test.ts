import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { gateQueries } from '../queries/gateQueries';
import { createQueryClient } from '../queryClient';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { createGateMutation } from './gateCreateMutation';

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

const emptyPage = { items: [], message: '', pagination: { itemsPerPage: 20, pageNumber: 1 } };

describe('createGateMutation', () => {
  it('posts to /gates, caches the created gate under its id and makes gate lists stale', async () => {
    const requests = stubFetch(() =>
      jsonResponse(
        { message: 'Gate created successfully', data: { id: 'new_gate', name: 'New gate', version: 1 } },
        201,
      ),
    );
    const client = createQueryClient();
    client.setQueryData(gateQueries.list(1, 20).queryKey, emptyPage);
    await new MutationObserver(client, createGateMutation()).mutate({ name: 'New gate' });
    expect(requests[0]?.url).toMatch(/\/console\/v1\/gates$/);
    expect(client.getQueryData(gateQueries.detail('new_gate').queryKey)).toMatchObject({ name: 'New gate' });
    expect(client.getQueryState(gateQueries.list(1, 20).queryKey)?.isInvalidated).toBe(true);
  });

  it('caches no sparse answer, so the editor reads the whole gate', async () => {
    stubFetch(() => jsonResponse({ message: 'Created', data: { id: 'new_gate', name: 'New gate' } }, 201));
    const client = createQueryClient();
    await new MutationObserver(client, createGateMutation()).mutate({ name: 'New gate' });
    expect(client.getQueryData(gateQueries.detail('new_gate').queryKey)).toBeUndefined();
  });

  it('rejects with the server status and message on a taken id', async () => {
    stubFetch(() => jsonResponse({ status: 409, message: 'A gate with the id "new_gate" already exists' }, 409));
    const client = createQueryClient();
    const created = new MutationObserver(client, createGateMutation()).mutate({ name: 'New gate' });
    await expect(created).rejects.toMatchObject({ status: 409 });
    await expect(created).rejects.toThrow('A gate with the id "new_gate" already exists');
  });
});

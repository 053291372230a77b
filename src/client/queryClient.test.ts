import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { createQueryClient } from './queryClient';

const http = (status: number) => new ApiError({ status, kind: 'http', message: `HTTP ${status}` });

describe('createQueryClient', () => {
  it('invalidates the query keys a successful mutation lists in meta.invalidates, and only those', async () => {
    const client = createQueryClient();
    client.setQueryData(['s', 'gates', 'list', { page: 1 }], []);
    client.setQueryData(['s', 'gates', 'detail', 'g'], { id: 'g' });
    client.setQueryData(['s', 'layers', 'list'], []);
    const mutation = new MutationObserver(client, {
      mutationFn: () => Promise.resolve('ok'),
      meta: { invalidates: [['s', 'gates', 'list']] },
    });
    await mutation.mutate();
    expect(client.getQueryState(['s', 'gates', 'list', { page: 1 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['s', 'gates', 'detail', 'g'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['s', 'layers', 'list'])?.isInvalidated).toBe(false);
  });

  it('invalidates nothing when the mutation fails', async () => {
    const client = createQueryClient();
    client.setQueryData(['s', 'gates', 'list'], []);
    const mutation = new MutationObserver(client, {
      mutationFn: () => Promise.reject(http(409)),
      meta: { invalidates: [['s', 'gates']] },
    });
    await expect(mutation.mutate()).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryState(['s', 'gates', 'list'])?.isInvalidated).toBe(false);
  });

  it('never retries a mutation, even on 503', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(http(503)));
    await expect(new MutationObserver(client, { mutationFn }).mutate()).rejects.toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('retries a query that failed with 503 and succeeds on a later try', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValueOnce(http(503)).mockRejectedValueOnce(http(503)).mockResolvedValue('data');
    await expect(client.query({ queryKey: ['q'], queryFn, retryDelay: 0 })).resolves.toBe('data');
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('does not retry a query that failed with 404', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(http(404)));
    await expect(client.query({ queryKey: ['q'], queryFn, retryDelay: 0 })).rejects.toMatchObject({ status: 404 });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps fetched data fresh for 30 seconds', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('data'));
    await client.query({ queryKey: ['q'], queryFn });
    await client.query({ queryKey: ['q'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('reports a failed refetch over data already shown, but not a failed first load', async () => {
    const onBackgroundError = vi.fn();
    const client = createQueryClient({ onBackgroundError });
    const failing = () => Promise.reject(http(404));

    await expect(client.query({ queryKey: ['first'], queryFn: failing })).rejects.toBeInstanceOf(ApiError);
    expect(onBackgroundError).not.toHaveBeenCalled();

    client.setQueryData(['shown'], 'old data');
    await expect(client.query({ queryKey: ['shown'], queryFn: failing, staleTime: 0 })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onBackgroundError).toHaveBeenCalledTimes(1);
    expect(onBackgroundError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });
});

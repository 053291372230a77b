import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { gateQueries } from '../queries/gateQueries';
import { createQueryClient } from '../queryClient';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { fieldsUpstreamLacks } from '../upstreamGaps';
import { updateGateMutation } from './gateMutations';
import { gateUpdateAsSent } from './tolerantGateUpdate';

const UPSTREAM = 'https://flags.example.test';

/** An upstream like the variant one: gate updates refuse the named fields as unknown, the gate is at `version`. */
function upstreamRefusing(refused: string[], state: { version: number }) {
  return stubFetch((request) => {
    if (request.method === 'GET')
      return jsonResponse({ message: 'ok', data: { id: 'g', version: state.version, rules: [] } });
    const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
    const unknown = refused.find((field) => field in body);
    if (unknown !== undefined) {
      return jsonResponse(
        {
          status: 400,
          message: `Unknown field ${unknown}`,
          errors: [{ property: unknown, errorMessage: 'Unknown field' }],
        },
        400,
      );
    }
    state.version += 1;
    return jsonResponse({ message: 'Gate updated successfully', data: { id: 'g', version: state.version, ...body } });
  });
}

function save(body: Record<string, unknown>) {
  const client = createQueryClient();
  return new MutationObserver(client, updateGateMutation()).mutate({ id: 'g', body });
}

const sent = (requests: { method: string; url: string; body: string | undefined }[]) =>
  requests.map((request) => `${request.method} ${request.url.replace(UPSTREAM, '')} ${request.body ?? ''}`.trim());

let session: Map<string, string>;

beforeEach(() => {
  session = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
  });
  saveConnection({ baseUrl: UPSTREAM, apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('a gate update to an upstream that refuses expectedVersion', () => {
  it('re-reads the gate, resends the same update without expectedVersion, and remembers it for this base URL', async () => {
    const requests = upstreamRefusing(['expectedVersion'], { version: 5 });

    const result = await save({ description: 'New words', expectedVersion: 5 });

    expect(result.data).toMatchObject({ version: 6, description: 'New words' });
    expect(sent(requests)).toEqual([
      'POST /console/v1/gates/g {"description":"New words","expectedVersion":5}',
      'GET /console/v1/gates/g',
      'POST /console/v1/gates/g {"description":"New words"}',
    ]);
    expect(fieldsUpstreamLacks(UPSTREAM)).toEqual(['expectedVersion']);
    // Besides the connection itself, which the tab keeps in the same sessionStorage.
    const learnt = [...session.keys()].filter((key) => key !== 'gatehouse.connection');
    expect(learnt).toEqual([expect.stringContaining(UPSTREAM)]);
    expect(fieldsUpstreamLacks('https://other.example.test')).toEqual([]);
  });

  it('on later saves checks the version first and never sends the refused field again', async () => {
    const state = { version: 5 };
    const requests = upstreamRefusing(['expectedVersion'], state);
    await save({ description: 'First', expectedVersion: 5 });
    requests.length = 0;

    await save({ description: 'Second', expectedVersion: 6 });

    expect(sent(requests)).toEqual(['GET /console/v1/gates/g', 'POST /console/v1/gates/g {"description":"Second"}']);
    expect(state.version).toBe(7);
  });

  it('stops with a 409 and sends nothing when the gate moved past the version the edits were made against', async () => {
    const state = { version: 5 };
    const requests = upstreamRefusing(['expectedVersion'], state);
    await save({ description: 'First', expectedVersion: 5 });
    requests.length = 0;
    // Someone else saves version 7 behind the page, which still edits version 6.
    state.version = 7;

    const saving = save({ description: 'Mine', expectedVersion: 6 });
    await expect(saving).rejects.toMatchObject({ status: 409 });
    await expect(saving).rejects.toThrow('now at version 7, not 6');
    // The conflict carries the gate it read, for the dialog to show without another request.
    await expect(saving).rejects.toMatchObject({ current: { id: 'g', version: 7 } });
    expect(sent(requests)).toEqual(['GET /console/v1/gates/g']);
    expect(state.version).toBe(7);
  });

  it('also checks the version before the first resend', async () => {
    const state = { version: 8 };
    const requests = upstreamRefusing(['expectedVersion'], state);

    await expect(save({ description: 'Stale edit', expectedVersion: 5 })).rejects.toMatchObject({ status: 409 });

    expect(sent(requests).map((line) => line.split(' ')[0])).toEqual(['POST', 'GET']);
    expect(state.version).toBe(8);
    expect(fieldsUpstreamLacks(UPSTREAM)).toEqual(['expectedVersion']);
  });
});

describe('a gate update to an upstream that refuses safeChangeStrategy', () => {
  it('resends without each refused field in turn and remembers both', async () => {
    const requests = upstreamRefusing(['expectedVersion', 'safeChangeStrategy'], { version: 2 });

    await save({ isEnabled: true, expectedVersion: 2, safeChangeStrategy: 'IMMEDIATE' });

    expect(sent(requests).filter((line) => line.startsWith('POST'))).toEqual([
      'POST /console/v1/gates/g {"isEnabled":true,"expectedVersion":2,"safeChangeStrategy":"IMMEDIATE"}',
      'POST /console/v1/gates/g {"isEnabled":true,"safeChangeStrategy":"IMMEDIATE"}',
      'POST /console/v1/gates/g {"isEnabled":true}',
    ]);
    expect(fieldsUpstreamLacks(UPSTREAM).toSorted()).toEqual(['expectedVersion', 'safeChangeStrategy']);
  });
});

describe('refusals that are not about an optional field', () => {
  it('reach the caller unchanged, sent once, with nothing remembered', async () => {
    const requests = stubFetch(() =>
      jsonResponse(
        { status: 400, message: 'Invalid name', errors: [{ property: 'name', errorMessage: 'Name is too short' }] },
        400,
      ),
    );

    await expect(save({ name: 'ab', expectedVersion: 3 })).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ path: 'name', message: 'Name is too short' }],
    });
    expect(requests).toHaveLength(1);
    expect(fieldsUpstreamLacks(UPSTREAM)).toEqual([]);
  });

  it('a real 409 from an upstream that knows expectedVersion is not retried', async () => {
    const requests = stubFetch(() =>
      jsonResponse({ status: 409, message: 'Gate "g" is now at version 4, not 3' }, 409),
    );
    const client = createQueryClient();
    await expect(
      new MutationObserver(client, updateGateMutation()).mutate({ id: 'g', body: { expectedVersion: 3 } }),
    ).rejects.toMatchObject({ status: 409 });
    expect(requests).toHaveLength(1);
    expect(client.getQueryData(gateQueries.detail('g').queryKey)).toBeUndefined();
    expect(fieldsUpstreamLacks(UPSTREAM)).toEqual([]);
  });
});

describe('the request the review dialog shows', () => {
  it('is the whole update until the server refuses a field, then the update without it', async () => {
    const body = { description: 'New words', expectedVersion: 5, safeChangeStrategy: 'gradual' } as const;
    expect(gateUpdateAsSent(body)).toEqual({ body, lacking: [] });

    upstreamRefusing(['expectedVersion'], { version: 5 });
    await save({ description: 'New words', expectedVersion: 5 });

    expect(gateUpdateAsSent(body)).toEqual({
      body: { description: 'New words', safeChangeStrategy: 'gradual' },
      lacking: ['expectedVersion'],
    });
  });
});

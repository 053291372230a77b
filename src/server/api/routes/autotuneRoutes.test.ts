import { describe, expect, it } from 'vitest';
import type { Autotune, AutotuneCreateBody } from '../../../contract/autotune';
import { read, TEST_NOW, testApi, v1 } from '../testing/testApp';

const body = (extra: Partial<AutotuneCreateBody> = {}): AutotuneCreateBody => ({
  name: 'checkout_button',
  variants: [
    { name: 'Blue', json: { colour: 'blue' }, size: 50 },
    { name: 'Green', json: {}, size: 50 },
  ],
  successEvent: 'purchase',
  explorationWindow: '24hr',
  attributionWindow: '4hr',
  winnerThreshold: '95%',
  ...extra,
});

describe('POST /autotunes', () => {
  it('creates a not-started autotune whose id is its name', async () => {
    const { post } = testApi();
    const response = await post(v1('/autotunes'), body({ description: 'Which button sells' }));
    expect(response.status).toBe(201);
    const created = await read<Autotune>(response);
    expect(created.message).toBe('Autotune created successfully');
    expect(created.data).toMatchObject({
      id: 'checkout_button',
      name: 'checkout_button',
      description: 'Which button sells',
      isStarted: false,
      winner: null,
      inlineTargetingRulesJSON: '{}',
      inlineTargetingRules: [],
      successEvent: 'purchase',
      successEventValue: '',
      explorationWindow: '24hr',
      attributionWindow: '4hr',
      winnerThreshold: '95%',
      idType: 'userID',
      createdTime: TEST_NOW,
      lastModifiedTime: TEST_NOW,
      creatorID: 'console-api',
      creatorName: 'Console API',
      team: null,
      targetApps: [],
      holdoutIDs: [],
      tags: [],
    });
    expect(created.data.variants).toEqual([
      { id: expect.any(String) as string, name: 'Blue', json: { colour: 'blue' }, size: 50 },
      { id: expect.any(String) as string, name: 'Green', json: {}, size: 50 },
    ]);
  });

  it('lists the created autotune first', async () => {
    const { post, get } = testApi();
    await post(v1('/autotunes'), body());
    const listed = await read<Autotune[]>(await get(v1('/autotunes')));
    expect(listed.data.map((a) => a.id)).toEqual(['checkout_button', 'existing_tune']);
  });

  it('answers 409 for a name that is taken', async () => {
    const { post } = testApi();
    const response = await post(v1('/autotunes'), body({ name: 'existing_tune' }));
    expect(response.status).toBe(409);
    expect((await read(response)).message).toContain('existing_tune');
  });

  it('rejects a name that is not lower snake case, naming the field', async () => {
    const { post } = testApi();
    const response = await post(v1('/autotunes'), body({ name: 'Checkout Button' }));
    expect(response.status).toBe(400);
    expect((await read(response)).errors?.map((e) => e.path)).toEqual(['name']);
  });

  it('checks the body before the duplicate name', async () => {
    const { post } = testApi();
    const response = await post(v1('/autotunes'), body({ name: 'existing_tune', variants: [] }));
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'variants', message: 'An autotune needs at least 2 variants' },
    ]);
  });

  it('rejects an exploration rate outside 0.001 to 1 and a non-positive variant size', async () => {
    const { post } = testApi();
    const rate = await read(await post(v1('/autotunes'), body({ explorationWindowRate: 1.5 })));
    expect(rate.errors).toEqual([
      { path: 'explorationWindowRate', message: 'Exploration window rate must be between 0.001 and 1' },
    ]);
    const variants = [
      { name: 'A', json: 1, size: 0 },
      { name: 'B', json: 2, size: 1 },
    ];
    const size = await read(await post(v1('/autotunes'), body({ variants })));
    expect(size.errors).toEqual([{ path: 'variants.0.size', message: 'Size must be greater than 0' }]);
  });
});

describe('POST /autotunes/{id}/start (extension)', () => {
  it('starts an autotune: isStarted is true in the answer and in the list afterwards', async () => {
    const { get, post } = testApi();
    const response = await post(v1('/autotunes/existing_tune/start'), undefined);
    expect(response.status).toBe(200);
    const started = await read<Autotune>(response);
    expect(started.data).toMatchObject({ id: 'existing_tune', isStarted: true, lastModifiedTime: TEST_NOW });
    const listed = await read<Autotune[]>(await get(v1('/autotunes')));
    expect(listed.data.find((a) => a.id === 'existing_tune')?.isStarted).toBe(true);
  });

  it('answers 409 with a message when the autotune is already started', async () => {
    const { post } = testApi();
    await post(v1('/autotunes/existing_tune/start'), undefined);
    const again = await post(v1('/autotunes/existing_tune/start'), undefined);
    expect(again.status).toBe(409);
    expect(await read(again)).toMatchObject({
      status: 409,
      message: expect.stringContaining('already been started') as unknown,
    });
  });

  it('answers 404 for an unknown autotune and 405 for GET', async () => {
    const { get, post } = testApi();
    expect((await post(v1('/autotunes/nope/start'), undefined)).status).toBe(404);
    expect((await get(v1('/autotunes/existing_tune/start'))).status).toBe(405);
  });
});

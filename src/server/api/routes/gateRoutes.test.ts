import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import type { RuleInput } from '../../../contract/rule';
import { AWKWARD_NAMES } from '../testing/fixtureSeed';
import { read, TEST_NOW, testApi, v1 } from '../testing/testApp';

const GATE = v1('/gates/checkout_flow');

function inputRule(id: string | undefined, passPercentage: number, name = `Rule ${id ?? 'new'}`): RuleInput {
  return { ...(id ? { id } : {}), name, passPercentage, conditions: [] };
}

describe('GET /gates', () => {
  it('lists gates by lastModifiedTime descending then id', async () => {
    const { get } = testApi();
    const body = await read<Gate[]>(await get(v1('/gates?limit=100')));
    expect(body.data.map((g) => g.id)).toEqual([
      'stale_gate',
      'archived_gate',
      'checkout_flow',
      'a/b',
      '50% off',
      'café ☕',
      'with space',
    ]);
    expect(body.pagination.totalItems).toBe(7);
  });

  it('searches id and name ignoring case, also outside ASCII', async () => {
    const { get } = testApi();
    const byId = await read<Gate[]>(await get(v1('/gates?search=CHECKOUT')));
    expect(byId.data.map((g) => g.id)).toEqual(['checkout_flow']);
    expect(byId.pagination.totalItems).toBe(1);
    const unicode = await read<Gate[]>(await get(v1(`/gates?search=${encodeURIComponent('CAFÉ')}`)));
    expect(unicode.data.map((g) => g.id)).toEqual(['café ☕']);
    const percent = await read<Gate[]>(await get(v1('/gates?search=%25')));
    expect(percent.data.map((g) => g.id)).toEqual(['50% off']);
  });
});

describe('GET /gates/{id}', () => {
  it('returns the current record', async () => {
    const { get } = testApi();
    const body = await read<Gate>(await get(GATE));
    expect(body.data).toMatchObject({ id: 'checkout_flow', version: 2 });
  });

  it('answers 404 for an unknown id', async () => {
    const { get } = testApi();
    const response = await get(v1('/gates/nope'));
    expect(response.status).toBe(404);
    expect((await read(response)).message).toBe('No gate has the id "nope"');
  });
});

describe('POST /gates (create)', () => {
  it('creates a gate whose id is the name formatted as an id', async () => {
    const { post, get } = testApi();
    const response = await post(v1('/gates'), { name: 'New  Checkout-Flow.v2', rules: [inputRule(undefined, 100)] });
    expect(response.status).toBe(201);
    const body = await read<Gate>(response);
    expect(body.message).toBe('Gate created successfully');
    expect(body.data).toMatchObject({
      id: 'new_checkout_flow_v2',
      name: 'New  Checkout-Flow.v2',
      version: 1,
      isEnabled: true,
      status: 'Launched',
      createdTime: TEST_NOW,
      creatorName: 'Console API',
      creatorID: 'console-api',
      type: 'PERMANENT',
      typeReason: 'NONE',
    });
    expect(body.data.rules[0]?.id).toEqual(expect.any(String));
    expect((await get(v1('/gates/new_checkout_flow_v2'))).status).toBe(200);
    const versions = await read<Gate[]>(await get(v1('/gates/new_checkout_flow_v2/versions')));
    expect(versions.data.map((g) => g.version)).toEqual([1]);
  });

  it('answers 409 when the id is taken', async () => {
    const { post } = testApi();
    const response = await post(v1('/gates'), { name: 'Checkout Flow' });
    expect(response.status).toBe(409);
    expect((await read(response)).message).toContain('checkout_flow');
  });

  it('answers 400 naming the field when the name is missing or too short', async () => {
    const { post } = testApi();
    const missing = await read(await post(v1('/gates'), {}));
    expect(missing.errors).toEqual([{ path: 'name', message: 'Name is required' }]);
    const short = await read(await post(v1('/gates'), { name: 'ab' }));
    expect(short.errors).toEqual([{ path: 'name', message: 'Name must be 3 to 100 characters' }]);
  });
});

describe('POST /gates/{id} (update)', () => {
  it('keeps absent fields, bumps the version and records the API key as modifier', async () => {
    const { post, get } = testApi();
    const before: Gate = { ...(await read<Gate>(await get(GATE))).data };
    // The stored version's review belongs to it, not to the next one.
    delete before.activeReview;
    const response = await post(GATE, { description: 'Changed' });
    expect(response.status).toBe(200);
    const body = await read<Gate>(response);
    expect(body.message).toBe('Gate updated successfully');
    expect(body.data).toEqual({
      ...before,
      description: 'Changed',
      version: 3,
      lastModifiedTime: TEST_NOW,
      lastModifierID: 'console-api',
      lastModifierName: 'Console API',
      lastModifierEmail: null,
    });
    expect((await read<Gate>(await get(GATE))).data).toEqual(body.data);
  });

  it('creates a version even when nothing changes', async () => {
    const { post, get } = testApi();
    expect((await read<Gate>(await post(GATE, {}))).data.version).toBe(3);
    const versions = await read<Gate[]>(await get(v1('/gates/checkout_flow/versions')));
    expect(versions.data.map((g) => g.version)).toEqual([3, 2, 1]);
  });

  it('accepts the whole record sent back and ignores its read-only fields', async () => {
    const { post, get } = testApi();
    const { activeReview, ...stored } = (await read<Gate>(await get(GATE))).data;
    const sentBack = {
      activeReview,
      ...stored,
      id: 'other',
      version: 99,
      status: 'Launched',
      createdTime: 1,
      creatorName: 'X',
      team: 'Y',
      permalink: 'Z',
      lastModifiedTime: 5,
      description: 'edited',
    };
    const response = await post(GATE, sentBack);
    expect(response.status).toBe(200);
    expect((await read<Gate>(response)).data).toEqual({
      ...stored,
      description: 'edited',
      version: 3,
      lastModifiedTime: TEST_NOW,
      lastModifierID: 'console-api',
      lastModifierName: 'Console API',
      lastModifierEmail: null,
    });
  });

  it('answers 400 for an unknown field, naming it', async () => {
    const { post } = testApi();
    const response = await post(GATE, { colour: 'red' });
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([{ path: 'colour', message: 'Unknown field "colour"' }]);
  });

  it('rejects a pass percentage above 100 with the dotted path of the rule', async () => {
    const { post } = testApi();
    const response = await post(GATE, { rules: [inputRule('r1', 10), inputRule('r2', 100.5)] });
    expect(response.status).toBe(400);
    const body = await read(response);
    expect(body.errors).toEqual([
      { path: 'rules.1.passPercentage', message: 'Pass percentage must be between 0 and 100' },
    ]);
    expect(body.message).toContain('rules.1.passPercentage');
  });

  it('rejects an operator the condition type does not accept', async () => {
    const { post } = testApi();
    const rules = [
      { name: 'r', passPercentage: 1, conditions: [{ type: 'app_version', operator: 'any', targetValue: ['1'] }] },
    ];
    const body = await read(await post(GATE, { rules }));
    expect(body.errors?.[0]?.path).toBe('rules.0.conditions.0.operator');
  });

  it('rejects an IP address condition with an impossible address, naming the value', async () => {
    const { get, post } = testApi();
    const before = (await read<Gate>(await get(GATE))).data.version;
    const ip = (targetValue: string[]) => ({ type: 'ip_address', operator: 'any', targetValue });
    const rules = [
      { name: 'Office', passPercentage: 100, conditions: [ip(['203.0.113.7']), ip(['2001:db8::1', '999.1.1.1'])] },
    ];
    const response = await post(GATE, { rules });
    expect(response.status).toBe(400);
    const body = await read(response);
    expect(body.errors).toEqual([
      {
        path: 'rules.0.conditions.1.targetValue',
        message: '“999.1.1.1” is not an IP address; enter IPv4 such as 203.0.113.7 or IPv6 such as 2001:db8::1',
      },
    ]);
    expect((await read<Gate>(await get(GATE))).data.version).toBe(before);
  });

  it('rejects a writable type other than PERMANENT or TEMPORARY', async () => {
    const { post } = testApi();
    const body = await read(await post(GATE, { type: 'STALE' }));
    expect(body.errors).toEqual([{ path: 'type', message: 'Type must be PERMANENT or TEMPORARY' }]);
  });

  it('answers 404 for an unknown gate', async () => {
    const { post } = testApi();
    expect((await post(v1('/gates/nope'), { description: 'x' })).status).toBe(404);
  });

  it('keeps rule ids and server-kept fields for known ids and gives new rules new ids', async () => {
    const { post } = testApi();
    const sent = [
      { ...inputRule('r2', 35, 'Renamed'), baseID: 'forged', returnValue: 'forged', completedAutomatedRollouts: [] },
      inputRule(undefined, 20, 'Brand new'),
      inputRule('unknown_id', 20, 'Unknown id'),
    ];
    const rules = (await read<Gate>(await post(GATE, { rules: sent }))).data.rules;
    expect(rules[0]).toMatchObject({
      id: 'r2',
      baseID: 'base_r2',
      name: 'Renamed',
      passPercentage: 35,
      returnValue: { kept: 'r2' },
      completedAutomatedRollouts: [{ passPercent: 5 }],
      conditions: [],
    });
    expect(rules[1]?.id).toEqual(expect.any(String));
    expect(rules[1]?.id).not.toBe('r1');
    expect(rules[2]?.id).not.toBe('unknown_id');
    expect(new Set(rules.map((r) => r.id)).size).toBe(3);
    expect(rules.some((r) => r.id === 'r1')).toBe(false);
  });

  it('answers 409 with the current version when expectedVersion is stale, writing nothing', async () => {
    const { post, get } = testApi();
    const response = await post(GATE, { expectedVersion: 1, description: 'lost?' });
    expect(response.status).toBe(409);
    expect((await read(response)).message).toContain('version 2');
    const stored = (await read<Gate>(await get(GATE))).data;
    expect(stored).toMatchObject({ version: 2, description: 'About checkout_flow' });
    expect((await read(await get(v1('/gates/checkout_flow/versions')))).pagination.totalItems).toBe(2);
  });

  it('accepts a matching expectedVersion', async () => {
    const { post } = testApi();
    expect((await post(GATE, { expectedVersion: 2, isEnabled: false })).status).toBe(200);
  });

  it('checks the body before expectedVersion or the safe-change policy', async () => {
    const { post } = testApi();
    const response = await post(GATE, { expectedVersion: 1, rules: [inputRule('r1', 100), inputRule('r2', -1)] });
    expect(response.status).toBe(400);
  });

  it('answers 428 naming the rule when a rule rises by more than 50 points', async () => {
    const { post, get } = testApi();
    const response = await post(GATE, { rules: [inputRule('r1', 61, 'Ten to sixty-one'), inputRule('r2', 30)] });
    expect(response.status).toBe(428);
    expect((await read(response)).message).toContain('"Ten to sixty-one"');
    expect((await read<Gate>(await get(GATE))).data.version).toBe(2);
  });

  it('counts a rule without a stored match from 0', async () => {
    const { post } = testApi();
    expect((await post(GATE, { rules: [inputRule(undefined, 50)] })).status).toBe(200);
    expect((await post(GATE, { rules: [inputRule(undefined, 50.01)] })).status).toBe(428);
  });

  it('allows a rise of exactly 50 points and any fall without a strategy', async () => {
    const { post } = testApi();
    expect((await post(GATE, { rules: [inputRule('r1', 60), inputRule('r2', 0)] })).status).toBe(200);
  });

  it('applies the whole rise with the immediate strategy', async () => {
    const { post } = testApi();
    const body = await read<Gate>(await post(GATE, { safeChangeStrategy: 'immediate', rules: [inputRule('r1', 100)] }));
    expect(body.data.rules[0]).toMatchObject({ id: 'r1', passPercentage: 100, pendingAutomatedRollouts: [] });
  });

  it('stores old plus 50 and schedules the rest with the gradual strategy', async () => {
    const { post } = testApi();
    const body = await read<Gate>(
      await post(GATE, { safeChangeStrategy: 'gradual', rules: [inputRule('r1', 95.5), inputRule('r2', 30)] }),
    );
    expect(body.data.rules[0]).toMatchObject({ id: 'r1', passPercentage: 60 });
    expect(body.data.rules[0]?.pendingAutomatedRollouts).toEqual([
      { passPercent: 95.5, time: expect.any(Number) as number },
    ]);
    expect(body.data.rules[1]).toMatchObject({ id: 'r2', passPercentage: 30 });
  });

  it('answers 428 naming every rule that rises by more than 50 points, counted as the contract counts them', async () => {
    const { post } = testApi();
    const response = await post(GATE, {
      rules: [inputRule('r1', 90, 'Edited'), inputRule('r2', 30), inputRule(undefined, 100, 'VIP shoppers')],
    });
    expect(response.status).toBe(428);
    expect((await read(response)).message).toMatch(
      /^Rules "Edited" would rise from 10% to 90%, "VIP shoppers" would rise from 0% to 100%/,
    );
  });

  it('checks expectedVersion before the safe-change policy', async () => {
    const { post } = testApi();
    expect((await post(GATE, { expectedVersion: 1, rules: [inputRule('r1', 100)] })).status).toBe(409);
  });

  it('answers 400 naming each rule when two rules share a name, ignoring case and spaces', async () => {
    const { post, get } = testApi();
    const response = await post(GATE, {
      rules: [inputRule('r1', 10, 'VIP shoppers'), inputRule('r2', 30, ' vip Shoppers ')],
    });
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'rules.0.name', message: 'Rule 2 has the same name; each rule needs a name of its own' },
      { path: 'rules.1.name', message: 'Rule 1 has the same name; each rule needs a name of its own' },
    ]);
    expect((await read<Gate>(await get(GATE))).data.version).toBe(2);
  });

  it('answers 400, not 500, for rules that are no list or hold no rules, while names are compared', async () => {
    const { post } = testApi();
    expect((await post(GATE, { rules: 'VIP shoppers' })).status).toBe(400);
    expect((await post(GATE, { rules: [null, 5, { name: 'VIP shoppers' }, { name: 'VIP shoppers' }] })).status).toBe(
      400,
    );
  });

  it('gives a new version no review: the one before stays with the version it reviewed', async () => {
    const { post, get } = testApi();
    const saved = (await read<Gate>(await post(GATE, { description: 'After review' }))).data;
    expect(saved.activeReview).toBeUndefined();
    expect((await read<Gate>(await get(GATE))).data.activeReview).toBeUndefined();
    const versions = (await read<Gate[]>(await get(v1('/gates/checkout_flow/versions')))).data;
    expect(versions.map((g) => [g.version, g.activeReview?.reviewID])).toEqual([
      [3, undefined],
      [2, 'rev_1'],
      [1, 'rev_1'],
    ]);
  });

  it('derives status from isEnabled and the rules', async () => {
    const { post } = testApi();
    const status = async (body: object) => (await read<Gate>(await post(GATE, body))).data.status;
    expect(await status({ isEnabled: false })).toBe('Disabled');
    expect(await status({ isEnabled: true, rules: [inputRule('r1', 10)] })).toBe('In Progress');
    expect(await status({ safeChangeStrategy: 'immediate', rules: [inputRule('r1', 100)] })).toBe('Launched');
    expect(
      await status({
        rules: [{ ...inputRule('r1', 100), conditions: [{ type: 'country', operator: 'any', targetValue: ['NZ'] }] }],
      }),
    ).toBe('In Progress');
    expect(await status({ rules: [] })).toBe('In Progress');
  });

  it('refuses to update an archived gate until it is unarchived, after the version check', async () => {
    const { post, get } = testApi();
    const refused = await post(v1('/gates/archived_gate'), { description: 'x' });
    expect(refused.status).toBe(409);
    expect((await read(refused)).message).toBe('Gate "archived_gate" is archived: unarchive it before changing it');
    expect((await post(v1('/gates/archived_gate'), { isEnabled: false, expectedVersion: 1 })).status).toBe(409);
    expect((await read(await post(v1('/gates/archived_gate'), { expectedVersion: 1 }))).message).toMatch(
      /now at version 3, not 1/,
    );
    expect((await read<Gate>(await get(v1('/gates/archived_gate')))).data).toMatchObject({ version: 3 });
  });

  it('keeps a STALE type unless the body sets a writable type', async () => {
    const { post } = testApi();
    expect((await read<Gate>(await post(v1('/gates/stale_gate'), { description: 'x' }))).data.type).toBe('STALE');
    expect((await read<Gate>(await post(v1('/gates/stale_gate'), { type: 'TEMPORARY' }))).data.type).toBe('TEMPORARY');
  });

  it('merges review settings, keeping reviewers when only requiredReview is sent', async () => {
    const { post } = testApi();
    const body = await read<Gate>(await post(GATE, { reviewSettings: { requiredReview: true } }));
    expect(body.data.reviewSettings).toEqual({
      requiredReview: true,
      allowedReviewers: [{ id: 'u2', name: 'Bo', email: 'bo@example.com' }],
    });
  });

  it('never loses a version under 100 concurrent updates', async () => {
    const { post, get } = testApi();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, n) => post(GATE, { description: `edit ${String(n)}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array<number>(100).fill(200));
    const versions = await Promise.all(responses.map(async (r) => (await read<Gate>(r)).data.version));
    expect([...versions].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 100 }, (_, n) => n + 3));
    const listing = await read<Gate[]>(await get(v1('/gates/checkout_flow/versions?limit=100')));
    expect(listing.pagination.totalItems).toBe(102);
    expect(listing.data[0]?.version).toBe(102);
  });
});

describe('GET /gates/{id}/versions', () => {
  it('lists versions newest first with the version-listing fields', async () => {
    const { get } = testApi();
    const body = await read<Gate[]>(await get(v1('/gates/checkout_flow/versions')));
    expect(body.data.map((g) => g.version)).toEqual([2, 1]);
    expect(body.data[0]).toMatchObject({
      teamID: 'team_payments',
      isTemplate: false,
      releasePipelineID: 'rp_1',
      activeReview: { reviewID: 'rev_1', reviewStatus: 'pending' },
    });
    expect(body.data[1]?.rules.map((r) => r.passPercentage)).toEqual([5]);
  });

  it('pages the versions', async () => {
    const { get } = testApi();
    const body = await read<Gate[]>(await get(v1('/gates/checkout_flow/versions?limit=1&page=2')));
    expect(body.data.map((g) => g.version)).toEqual([1]);
    expect(body.pagination).toMatchObject({
      totalItems: 2,
      nextPage: null,
      previousPage: '/console/v1/gates/checkout_flow/versions?page=1&limit=1',
    });
  });

  it('answers 404 for an unknown gate', async () => {
    const { get } = testApi();
    expect((await get(v1('/gates/nope/versions'))).status).toBe(404);
  });
});

describe('encoded gate ids', () => {
  it.each(AWKWARD_NAMES)('reads, updates and lists versions of %j', async (id) => {
    const { get, post } = testApi();
    const path = v1(`/gates/${encodeURIComponent(id)}`);
    expect((await read<Gate>(await get(path))).data.id).toBe(id);
    const updated = await read<Gate>(await post(path, { description: 'encoded' }));
    expect(updated.data).toMatchObject({ id, version: 2 });
    const versions = await read<Gate[]>(await get(`${path}/versions`));
    expect(versions.data.map((g) => g.version)).toEqual([2, 1]);
    expect(versions.pagination.all).toBe(`${path}/versions`);
  });

  it('does not decode twice: %2541 is the id "%41", not "A"', async () => {
    const { get } = testApi();
    const response = await get(v1('/gates/%2541'));
    expect(response.status).toBe(404);
    expect((await read(response)).message).toBe('No gate has the id "%41"');
  });
});

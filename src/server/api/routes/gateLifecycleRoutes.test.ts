import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { GATE_LIFECYCLE_ACTIONS, type GateLifecycleAction } from '../../../contract/gateLifecycle';
import { apiPaths } from '../../../contract/paths';
import { read, TEST_NOW, testApi, v1 } from '../testing/testApp';

const act = (id: string, action: GateLifecycleAction) => v1(apiPaths.gateLifecycle(id, action));

async function versionCount(get: (path: string) => Promise<Response>, id: string): Promise<number> {
  return (await read(await get(v1(apiPaths.gateVersions(id))))).pagination.totalItems ?? 0;
}

describe('POST /gates/{id}/launch', () => {
  it('replaces the rules by one rule without conditions at 100 % and launches the gate', async () => {
    const { post, get } = testApi();
    const before = (await read<Gate>(await get(v1('/gates/checkout_flow')))).data;
    const response = await post(act('checkout_flow', 'launch'), { expectedVersion: 2 });
    expect(response.status).toBe(200);
    const body = await read<Gate>(response);
    expect(body.message).toBe('Gate launched successfully');
    expect(body.data).toMatchObject({ status: 'Launched', isEnabled: true, version: 3, lastModifiedTime: TEST_NOW });
    expect(body.data.rules).toHaveLength(1);
    const [rule] = body.data.rules;
    expect(rule).toMatchObject({ name: 'Launched', passPercentage: 100, conditions: [], environments: null });
    expect(before.rules.map((stored) => stored.id)).not.toContain(rule?.id);
    expect((await read<Gate>(await get(v1('/gates/checkout_flow')))).data).toEqual(body.data);
  });

  it('enables a disabled gate and needs no safe-change strategy for the rise to 100 %', async () => {
    const { post } = testApi();
    expect((await post(act('checkout_flow', 'disable'), {})).status).toBe(200);
    const body = await read<Gate>(await post(act('checkout_flow', 'launch'), undefined));
    expect(body.data).toMatchObject({ status: 'Launched', isEnabled: true });
  });
});

describe('POST /gates/{id}/disable and /enable', () => {
  it('switch isEnabled, and the status follows', async () => {
    const { post } = testApi();
    const disabled = await read<Gate>(await post(act('checkout_flow', 'disable'), undefined));
    expect(disabled.message).toBe('Gate disabled successfully');
    expect(disabled.data).toMatchObject({ isEnabled: false, status: 'Disabled', version: 3 });
    const enabled = await read<Gate>(await post(act('checkout_flow', 'enable'), undefined));
    expect(enabled.message).toBe('Gate enabled successfully');
    expect(enabled.data).toMatchObject({ isEnabled: true, status: 'In Progress', version: 4 });
    expect(enabled.data.rules).toEqual(disabled.data.rules);
  });
});

describe('POST /gates/{id}/archive and /unarchive', () => {
  it('archives a gate, keeping its rules and switch, and unarchiving restores the derived status', async () => {
    const { post, get } = testApi();
    const before = (await read<Gate>(await get(v1('/gates/checkout_flow')))).data;
    const archived = await read<Gate>(await post(act('checkout_flow', 'archive'), undefined));
    expect(archived.message).toBe('Gate archived successfully');
    expect(archived.data).toMatchObject({ status: 'Archived', isEnabled: true, rules: before.rules, version: 3 });
    const restored = await read<Gate>(await post(act('checkout_flow', 'unarchive'), undefined));
    expect(restored.message).toBe('Gate unarchived successfully');
    expect(restored.data).toMatchObject({ status: 'In Progress', isEnabled: true, rules: before.rules, version: 4 });
  });

  it('unarchives a disabled archived gate as Disabled', async () => {
    const { post } = testApi();
    await post(act('checkout_flow', 'disable'), undefined);
    await post(act('checkout_flow', 'archive'), undefined);
    expect((await read<Gate>(await post(act('checkout_flow', 'unarchive'), undefined))).data.status).toBe('Disabled');
  });

  it('refuses every other action and any update on an archived gate, writing nothing', async () => {
    const { post, get } = testApi();
    for (const action of GATE_LIFECYCLE_ACTIONS.filter((name) => name !== 'unarchive')) {
      const response = await post(act('archived_gate', action), undefined);
      expect(response.status, action).toBe(409);
      expect((await read(response)).message).toBe('Gate "archived_gate" is archived: unarchive it before changing it');
    }
    expect((await post(v1('/gates/archived_gate'), { description: 'edited' })).status).toBe(409);
    expect(await versionCount(get, 'archived_gate')).toBe(1);
    expect((await post(act('archived_gate', 'unarchive'), { expectedVersion: 3 })).status).toBe(200);
    expect((await post(v1('/gates/archived_gate'), { description: 'edited' })).status).toBe(200);
  });
});

describe('every lifecycle action', () => {
  it.each(GATE_LIFECYCLE_ACTIONS)('%s adds exactly one version, made by the API key now', async (action) => {
    const { post, get } = testApi();
    const id = action === 'unarchive' ? 'archived_gate' : 'checkout_flow';
    const versionsBefore = await versionCount(get, id);
    const body = await read<Gate>(await post(act(id, action), undefined));
    expect(body.data).toMatchObject({ lastModifiedTime: TEST_NOW, lastModifierName: 'Console API' });
    expect(await versionCount(get, id)).toBe(versionsBefore + 1);
    const latest = await read<Gate[]>(await get(v1(apiPaths.gateVersions(id))));
    expect(latest.data[0]).toEqual(body.data);
  });

  it.each(GATE_LIFECYCLE_ACTIONS)('%s is 409 for a stale expectedVersion and writes nothing', async (action) => {
    const { post, get } = testApi();
    const id = action === 'unarchive' ? 'archived_gate' : 'checkout_flow';
    const response = await post(act(id, action), { expectedVersion: 1 });
    expect(response.status).toBe(409);
    expect((await read(response)).message).toMatch(
      /^Gate "[a-z_]+" is now at version \d+, not 1: someone else changed it/,
    );
    expect(await versionCount(get, id)).toBe(id === 'archived_gate' ? 1 : 2);
  });

  it.each(GATE_LIFECYCLE_ACTIONS)(
    '%s is 404 for an unknown gate and finds an id that needs encoding',
    async (action) => {
      const { post } = testApi();
      const response = await post(act('nope', action), undefined);
      expect(response.status).toBe(404);
      expect((await read(response)).message).toBe('No gate has the id "nope"');
      expect((await post(act('a/b', action), { expectedVersion: 1 })).status).toBe(200);
    },
  );

  it('takes an empty body, {} or {expectedVersion}; anything else is 400 before the gate is looked up', async () => {
    const { post, call } = testApi();
    expect((await call('POST', act('checkout_flow', 'disable'), '   ')).status).toBe(200);
    expect((await post(act('checkout_flow', 'enable'), {})).status).toBe(200);
    const unknownField = await post(act('nope', 'launch'), { rules: [] });
    expect(unknownField.status).toBe(400);
    expect((await read(unknownField)).errors).toEqual([{ path: 'rules', message: 'Unknown field "rules"' }]);
    const malformed = await call('POST', act('nope', 'archive'), '{"expectedVersion":');
    expect(malformed.status).toBe(400);
    expect((await read(malformed)).message).toBe('The request body is not valid JSON');
    expect((await post(act('checkout_flow', 'archive'), { expectedVersion: 'four' })).status).toBe(400);
    expect((await post(act('checkout_flow', 'archive'), { expectedVersion: 2.5 })).status).toBe(400);
    expect((await call('POST', act('checkout_flow', 'archive'), '[]')).status).toBe(400);
  });

  it('answers 405 with Allow for another method', async () => {
    const { get } = testApi();
    const response = await get(act('checkout_flow', 'launch'));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});

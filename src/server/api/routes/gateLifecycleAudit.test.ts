import { describe, expect, it } from 'vitest';
import { AuditEntrySchema } from '../../../contract/auditLog';
import { listEnvelope } from '../../../contract/envelope';
import { apiPaths } from '../../../contract/paths';
import { testApi, v1 } from '../testing/testApp';

const LOG = v1('/audit_logs?id=checkout_flow&limit=100');

async function entriesOf(api: ReturnType<typeof testApi>) {
  return listEnvelope(AuditEntrySchema).parse(await (await api.get(LOG)).json()).data;
}

describe('gate lifecycle actions in the audit log', () => {
  it.each([
    ['disable', 'gate_disable', 'Disabled gate', 'isEnabled'],
    ['launch', 'gate_launch', 'Launched gate', 'rules'],
    ['archive', 'gate_archive', 'Archived gate', 'status'],
  ] as const)('%s leaves exactly one %s entry with what it changed', async (action, actionType, changeLog, field) => {
    const api = testApi();
    const before = await entriesOf(api);
    expect((await api.post(v1(apiPaths.gateLifecycle('checkout_flow', action)), {})).status).toBe(200);
    const after = await entriesOf(api);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ name: 'checkout_flow', actionType, changeLog });
    expect(Object.keys(after[0]?.changes ?? {})).toContain(field);
  });

  it('a refused action (stale version, archived gate) leaves no entry', async () => {
    const api = testApi();
    const before = await entriesOf(api);
    const path = (action: 'archive' | 'disable') => v1(apiPaths.gateLifecycle('checkout_flow', action));
    expect((await api.post(path('disable'), { expectedVersion: 1 })).status).toBe(409);
    expect((await api.post(path('archive'), {})).status).toBe(200);
    expect((await api.post(path('disable'), {})).status).toBe(409);
    expect(await entriesOf(api)).toHaveLength(before.length + 1);
  });
});

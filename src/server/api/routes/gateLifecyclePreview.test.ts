import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { type GateLifecycleAction, gateAfterLifecycle } from '../../../contract/gateLifecycle';
import { apiPaths } from '../../../contract/paths';
import { read, testApi, v1 } from '../testing/testApp';

// The console's review shows gateAfterLifecycle before an action runs; what the server then stores must match it.
const visible = (gate: Gate) => ({
  isEnabled: gate.isEnabled,
  status: gate.status,
  rules: gate.rules.map(({ name, passPercentage, conditions, environments }) => ({
    name,
    passPercentage,
    conditions,
    environments: environments ?? null,
  })),
});

async function runAndCompare(steps: readonly GateLifecycleAction[]): Promise<void> {
  const { post, get } = testApi();
  let gate = (await read<Gate>(await get(v1(apiPaths.gate('checkout_flow'))))).data;
  for (const action of steps) {
    const preview = gateAfterLifecycle(gate, action);
    const response = await post(v1(apiPaths.gateLifecycle(gate.id, action)), { expectedVersion: gate.version });
    expect(response.status).toBe(200);
    gate = (await read<Gate>(response)).data;
    expect(visible(gate), action).toEqual(visible(preview));
  }
}

describe('the console preview of a lifecycle action', () => {
  it('matches what the server stores for disable, enable, archive and unarchive', async () => {
    await runAndCompare(['disable', 'archive', 'unarchive', 'enable', 'archive', 'unarchive']);
  });

  it('matches what the server stores for a launch, also of a disabled gate', async () => {
    await runAndCompare(['disable', 'launch', 'archive', 'unarchive']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { type BulkOutcome, runEach } from './bulkGateActions';

const gates = ['a', 'b', 'c'].map((id): Gate => ({ id, name: id.toUpperCase(), rules: [], tags: [], targetApps: [] }));

async function outcomeOf(gate: Gate): Promise<BulkOutcome> {
  await Promise.resolve();
  if (gate.id === 'b') return { id: gate.id, name: gate.id, ok: false, message: 'Gate "b" is at version 3, not 2' };
  return { id: gate.id, name: gate.id, ok: true, gate: { ...gate, status: 'Archived' } };
}

describe('runEach', () => {
  it('goes on past a failure and reports every gate in order', async () => {
    const heard: string[] = [];
    const outcomes = await runEach(gates, outcomeOf, (outcome) => heard.push(outcome.id));
    expect(heard).toEqual(['a', 'b', 'c']);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.message))).toEqual([
      'ok',
      'Gate "b" is at version 3, not 2',
      'ok',
    ]);
  });

  it('stops before the next gate once cancelled', async () => {
    const controller = new AbortController();
    const outcomes = await runEach(
      gates,
      outcomeOf,
      () => {
        controller.abort();
      },
      controller.signal,
    );
    expect(outcomes.map((outcome) => outcome.id)).toEqual(['a']);
  });
});

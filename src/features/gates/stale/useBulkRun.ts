import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { gateQueries } from '../../../client/queries/gateQueries';
import type { Gate } from '../../../contract/gate';
import { applyBulkAction, type BulkAction, type BulkOutcome, runEach } from './bulkGateActions';
import type { BulkRun } from './BulkRunReport';
import { type EveryGate, staleGatesQuery } from './readStaleCandidates';

/**
 * Runs a bulk action over gates one by one and keeps its report. Each gate that changed replaces its record in
 * the page's list (an archived gate then leaves it), and the app's other gate queries are refreshed. `cancel` stops
 * the run before its next gate: the gate in flight finishes, and what was done stays done.
 */
export function useBulkRun(): {
  run: BulkRun | undefined;
  start: (action: BulkAction, gates: readonly Gate[]) => Promise<BulkOutcome[]>;
  cancel: () => void;
} {
  const client = useQueryClient();
  const [run, setRun] = useState<BulkRun | undefined>(undefined);
  const stopper = useRef<AbortController | undefined>(undefined);
  const start = async (action: BulkAction, gates: readonly Gate[]) => {
    const outcomes: BulkOutcome[] = [];
    const controller = new AbortController();
    stopper.current = controller;
    setRun({ action, total: gates.length, outcomes: [], done: false });
    await runEach(
      gates,
      (gate) => applyBulkAction(client, action, gate),
      (outcome) => {
        outcomes.push(outcome);
        setRun({ action, total: gates.length, outcomes: [...outcomes], done: false });
      },
      controller.signal,
    );
    const changed = new Map(outcomes.flatMap((outcome) => (outcome.ok ? [[outcome.id, outcome.gate] as const] : [])));
    client.setQueryData<EveryGate>(
      staleGatesQuery.key(),
      (old) => old && { ...old, gates: old.gates.map((gate) => changed.get(gate.id) ?? gate) },
    );
    for (const gate of changed.values()) client.setQueryData(gateQueries.detail(gate.id).queryKey, gate);
    void client.invalidateQueries({ queryKey: gateQueries.lists() });
    void client.invalidateQueries({ queryKey: gateQueries.versionLists() });
    setRun({ action, total: gates.length, outcomes, done: true });
    return outcomes;
  };
  const cancel = () => {
    stopper.current?.abort();
  };
  return { run, start, cancel };
}

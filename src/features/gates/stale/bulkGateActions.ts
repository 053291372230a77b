import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../client/apiError';
import { apiPost } from '../../../client/apiRequest';
import { isEndpointMissing } from '../../../client/listMissing';
import { updateGateTolerantly } from '../../../client/mutations/tolerantGateUpdate';
import { type Gate, GateSchema } from '../../../contract/gate';
import { apiPaths } from '../../../contract/paths';
import { toGateFormValues, toGateUpdateBody } from '../editor/gateFormValues';

export type BulkAction = 'archive' | 'make-permanent';

export type BulkOutcome = { id: string; name: string } & ({ ok: true; gate: Gate } | { ok: false; message: string });

/** `POST /gates/{id}/archive` guarded by the version the page read, so a gate changed since is refused (409). */
async function archive(gate: Gate): Promise<Gate> {
  const body = gate.version === undefined ? {} : { expectedVersion: gate.version };
  return (await apiPost(apiPaths.gateLifecycle(gate.id, 'archive'), body, GateSchema)).data;
}

/**
 * The type is set through the update like any edit: the whole gate as read, with type PERMANENT and the version
 * it was read at (an upstream without `expectedVersion` gets the console's own version check).
 */
async function makePermanent(client: QueryClient, gate: Gate): Promise<Gate> {
  const body = toGateUpdateBody({ ...toGateFormValues(gate), type: 'PERMANENT' }, gate);
  return (await updateGateTolerantly(client, gate.id, body)).data;
}

function failureMessage(error: unknown, action: BulkAction): string {
  if (action === 'archive' && isEndpointMissing(error)) return 'This server cannot archive gates (no archive action).';
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** One gate's action, its failure turned into the outcome's message. */
export async function applyBulkAction(client: QueryClient, action: BulkAction, gate: Gate): Promise<BulkOutcome> {
  const named = { id: gate.id, name: gate.name ?? gate.id };
  try {
    const updated = action === 'archive' ? await archive(gate) : await makePermanent(client, gate);
    return { ...named, ok: true, gate: updated };
  } catch (error) {
    return { ...named, ok: false, message: failureMessage(error, action) };
  }
}

/**
 * Runs `apply` on each gate in turn: one at a time leaves the server room and keeps the results in order. A failure
 * never stops the rest and nothing done is undone; `signal` stops before the next gate.
 */
export async function runEach<T>(
  items: readonly T[],
  apply: (item: T) => Promise<BulkOutcome>,
  onOutcome: (outcome: BulkOutcome) => void,
  signal?: AbortSignal,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const item of items) {
    if (signal?.aborted) break;
    const outcome = await apply(item);
    outcomes.push(outcome);
    onOutcome(outcome);
  }
  return outcomes;
}

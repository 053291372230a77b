import type { Gate } from '../../../contract/gate';
import { type StaleReason, staleReasons } from '../../../contract/staleGates';

export interface StaleRow {
  gate: Gate;
  reasons: StaleReason[];
}

/** The gates with at least one reason, longest unchanged first (those most likely forgotten). */
export function staleRows(gates: readonly Gate[], now: number): StaleRow[] {
  return gates
    .map((gate) => ({ gate, reasons: staleReasons(gate, now) }))
    .filter((row) => row.reasons.length > 0)
    .sort(
      (a, b) => (a.gate.lastModifiedTime ?? 0) - (b.gate.lastModifiedTime ?? 0) || a.gate.id.localeCompare(b.gate.id),
    );
}

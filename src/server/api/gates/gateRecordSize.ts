import type { Gate } from '../../../contract/gate';
import { MAX_GATE_RECORD_BYTES } from '../../../contract/limits';
import { ApiError } from '../apiError';

const kb = (bytes: number) => String(Math.ceil(bytes / 1024));

/**
 * The 400 for a gate record over MAX_GATE_RECORD_BYTES as stored JSON, or undefined. Counts and per-field limits
 * leave room for a huge record (500 rules × 100 conditions × 1000 values); this caps what one version stores and so
 * what a page of versions can weigh.
 */
export function gateRecordSizeError(gate: Gate): ApiError | undefined {
  const bytes = Buffer.byteLength(JSON.stringify(gate));
  if (bytes <= MAX_GATE_RECORD_BYTES) return undefined;
  const message = `The gate would be ${kb(bytes)} KB; at most ${kb(MAX_GATE_RECORD_BYTES)} KB. Remove rules or values`;
  return new ApiError(400, message, [{ path: 'rules', message }]);
}

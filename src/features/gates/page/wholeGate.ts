import { loadConnection } from '../../../client/connection';
import { invalidResponseError } from '../../../client/invalidResponse';
import { type Gate, GateSchema } from '../../../contract/gate';
import type { GateView } from '../../../contract/gateView';

/**
 * The gate whose first view is on screen, read whole by the gate schema before the editor gets it. A record the
 * schema refuses fails as its read would have: the same error, naming the first field at fault.
 */
export function readWholeGate(view: GateView): Gate {
  const result = GateSchema.safeParse(view);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: ['data', ...issue.path], message: issue.message }));
  throw invalidResponseError(200, issues, loadConnection().apiKey);
}

import { GateSchema } from '../../contract/gate';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { type WalkProgress, walkPages } from '../pageWalker';

// An upstream's gate list read whole: 1,000 pages of 100 at most, so links that never end cannot loop.
const MAX_GATE_PAGES = 1000;

/** Every gate, page by page at the largest page size, each checked by GateSchema (see everyGateQuery). */
export async function readEveryGate(
  baseUrl: string,
  signal: AbortSignal,
  onProgress?: (progress: WalkProgress) => void,
) {
  const result = await walkPages({
    fetchPage: (page, limit) => apiList(apiPaths.gates(), GateSchema, { page, limit, signal, baseUrl }),
    limit: MAX_LIMIT,
    maxPages: MAX_GATE_PAGES,
    signal,
    onProgress,
    itemKey: (gate) => gate.id,
  });
  return { gates: result.items, complete: result.complete };
}

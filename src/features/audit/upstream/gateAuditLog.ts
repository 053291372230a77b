import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { isEndpointMissing } from '../../../client/listMissing';
import { walkPages } from '../../../client/pageWalker';
import { gateQueries } from '../../../client/queries/gateQueries';
import type { Gate } from '../../../contract/gate';
import { MAX_LIMIT } from '../../../contract/limits';
import { auditEntriesFromVersions, type BuiltAuditEntry } from './versionAuditEntries';

/** How far the reading has come: the gate list, then each gate's versions. */
export interface GateLogProgress {
  step: 'gates' | 'versions';
  done: number;
  total: number | undefined;
}

interface ReadOptions {
  /** Each page and history is its own query, so a 429 retries that read alone and the history page reuses it. */
  client: QueryClient;
  signal?: AbortSignal | undefined;
  onProgress?: (progress: GateLogProgress) => void;
}

// Stops a list whose links never end from being read forever: 1,000 pages of 100 gates.
const MAX_GATE_PAGES = 1000;
// Version histories read at once: enough to hide latency, few enough to leave the server room.
const READS_AT_ONCE = 4;

async function versionsOf(gate: Gate, client: QueryClient): Promise<Gate[]> {
  try {
    return await client.query(gateQueries.versionHistory(gate.id));
  } catch (error) {
    // A server without versions still shows the gate's creation, when the gate has had no other version.
    if (isEndpointMissing(error)) return [gate];
    throw error;
  }
}

/** The entries of every gate, one batch per few gates, read from the gate list and each gate's versions. */
async function* builtBatches(options: ReadOptions): AsyncGenerator<BuiltAuditEntry[]> {
  const { client, signal, onProgress } = options;
  const walk = await walkPages({
    fetchPage: (page, limit) => client.query(gateQueries.list(page, limit)),
    limit: MAX_LIMIT,
    maxPages: MAX_GATE_PAGES,
    signal,
    concurrentByTotal: true,
    onProgress: (progress) => onProgress?.({ step: 'gates', done: progress.items, total: progress.totalItems }),
  });
  const gates = walk.items;
  onProgress?.({ step: 'versions', done: 0, total: gates.length });
  for (let start = 0; start < gates.length; start += READS_AT_ONCE) {
    signal?.throwIfAborted();
    const batch = gates.slice(start, start + READS_AT_ONCE);
    const histories = await Promise.all(batch.map((gate) => versionsOf(gate, client)));
    yield histories.flatMap((versions) => auditEntriesFromVersions(versions));
    onProgress?.({ step: 'versions', done: start + batch.length, total: gates.length });
  }
}

/**
 * Every built entry, kept for the session per connection (under the gate versions, so a gate saved here reads them
 * again): changing a filter filters in the page and never reads again.
 */
export const gateAuditLogQuery = (onProgress: (progress: GateLogProgress) => void = () => undefined) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress only reports progress; what is read is the same.
  queryOptions({
    queryKey: [...gateQueries.versionLists(), 'audit-log'] as const,
    queryFn: async ({ signal, client }) => {
      const built: BuiltAuditEntry[] = [];
      for await (const batch of builtBatches({ client, signal, onProgress })) built.push(...batch);
      return built;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    // Nothing to share with a previous read, and an upstream's deep values would only make the comparison deep.
    structuralSharing: false,
  });

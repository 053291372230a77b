import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Gate } from '../../contract/gate';
import { type GateView, GateViewCheck } from '../../contract/gateView';
import { apiPaths } from '../../contract/paths';
import { apiGet } from '../apiRequest';
import { serverKey } from './serverKey';

/** The key of a gate's whole record (`gateQueries.detail`), here so a gate's page can follow it without the schema. */
export const gateDetailKey = (id: string) => [serverKey(), 'gates', 'detail', id] as const;

/**
 * A gate as its page's first view reads it: the fields it shows checked without zod (contract/gateView.ts). The
 * page checks the whole record with the gate schema once the editor's code is here, and keeps it under
 * `gateDetailKey`, where saves put the gate they get back.
 */
export const gateViewQuery = (id: string) =>
  queryOptions({
    queryKey: [serverKey(), 'gates', 'view', id] as const,
    queryFn: ({ signal, queryKey: [baseUrl] }) => apiGet(apiPaths.gate(id), GateViewCheck, { signal, baseUrl }),
  });

// First views whose record the gate schema refused: read again when the page is loaded again (Retry).
const refused = new WeakSet<GateView>();

/** Marks a first view's record as refused by the whole check, so that loading the page again reads it anew. */
export function refuseGateView(view: GateView): void {
  refused.add(view);
}

/**
 * A gate page's loader: the whole record when this tab already holds it (opened before, or just saved), else the
 * first view's read. Loaded data is not read again on the way in (the page shows what saves keep up to date), unless
 * the whole check refused it, so that Retry reads it again.
 */
export async function loadGateView(client: QueryClient, id: string): Promise<void> {
  const { queryKey } = gateViewQuery(id);
  const whole = client.getQueryState<Gate>(gateDetailKey(id));
  if (whole?.data !== undefined && whole.dataUpdatedAt >= (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0)) {
    client.setQueryData(queryKey, whole.data, { updatedAt: whole.dataUpdatedAt });
    return;
  }
  await client.query({
    ...gateViewQuery(id),
    staleTime: (query) => (query.state.data && refused.has(query.state.data) ? 0 : 'static'),
  });
}

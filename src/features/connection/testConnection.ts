import { isApiError } from '../../client/apiError';
import { loadConnection, saveConnection } from '../../client/connection';
import { apiList } from '../../client/http';
import { LayerSchema } from '../../contract/layer';
import { apiPaths } from '../../contract/paths';
import type { ConnectionFormValues } from './connectionFormSchema';
import { layerCountSummary } from './layerCountSummary';

/** What "Test connection" found: the server answered (with a layer count) or why it did not. */
export type ConnectionTestOutcome = { ok: true; summary: string } | { ok: false; message: string };

/**
 * Lists one layer with the form's base URL and key. The client reads the connection from storage only, so the
 * tested values are swapped in for the request and the previous ones put back at once, whatever the outcome.
 * TODO(client): replace the swap with a per-request connection option on apiRequest when the client offers one.
 */
export async function testConnection(values: ConnectionFormValues): Promise<ConnectionTestOutcome> {
  const previous = loadConnection();
  // Keep `remember` as it was, so the tested key never lands in localStorage unless the saved one is there too.
  saveConnection({ baseUrl: values.baseUrl, apiKey: values.apiKey, remember: previous.remember });
  try {
    const page = await apiList(apiPaths.layers(), LayerSchema, { page: 1, limit: 1 });
    return { ok: true, summary: layerCountSummary(page.items.length, page.pagination) };
  } catch (error) {
    const message = isApiError(error) || error instanceof Error ? error.message : 'The request failed.';
    return { ok: false, message };
  } finally {
    saveConnection(previous);
  }
}

import { isApiError } from '../../client/apiError';
import { apiList } from '../../client/http';
import { LayerSchema } from '../../contract/layer';
import { apiPaths } from '../../contract/paths';
import type { ConnectionFormValues } from './connectionFormSchema';
import { layerCountSummary } from './layerCountSummary';

/** What "Test connection" found: the server answered (with a layer count) or why it did not. */
export type ConnectionTestOutcome = { ok: true; summary: string } | { ok: false; message: string };

/**
 * Lists one layer with the form's base URL and key, passed for this request only: nothing is saved, and the
 * queries of the open pages keep using the saved connection meanwhile.
 */
export async function testConnection(values: ConnectionFormValues): Promise<ConnectionTestOutcome> {
  try {
    const page = await apiList(apiPaths.layers(), LayerSchema, {
      page: 1,
      limit: 1,
      connection: { baseUrl: values.baseUrl, apiKey: values.apiKey },
    });
    return { ok: true, summary: layerCountSummary(page.items.length, page.pagination) };
  } catch (error) {
    const message = isApiError(error) || error instanceof Error ? error.message : 'The request failed.';
    return { ok: false, message };
  }
}

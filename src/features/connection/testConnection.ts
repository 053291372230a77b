import { isApiError } from '../../client/apiError';
import { apiList } from '../../client/apiList';
import { LayerSchema } from '../../contract/layer';
import { apiPaths } from '../../contract/paths';
import type { ConnectionFormValues } from './connectionFormSchema';
import { connectionPageMessage } from './connectionPageMessage';
import { layerCountSummary } from './layerCountSummary';

/**
 * What "Test connection" found: the server answered (with a layer count) or why it did not; `refused` when the
 * server answered that the key is missing or wrong (401 or 403).
 */
export type ConnectionTestOutcome = { ok: true; summary: string } | { ok: false; refused: boolean; message: string };

/**
 * Lists one layer with the form's base URL and key, passed for this request only: nothing is saved, and the
 * queries of the open pages keep using the saved connection meanwhile.
 */
export async function testConnection(
  values: Pick<ConnectionFormValues, 'baseUrl' | 'apiKey'>,
): Promise<ConnectionTestOutcome> {
  try {
    const page = await apiList(apiPaths.layers(), LayerSchema, {
      page: 1,
      limit: 1,
      connection: { baseUrl: values.baseUrl, apiKey: values.apiKey },
    });
    return { ok: true, summary: layerCountSummary(page.items.length, page.pagination) };
  } catch (error) {
    const message = isApiError(error) || error instanceof Error ? error.message : 'The request failed.';
    const refused = isApiError(error) && (error.status === 401 || error.status === 403);
    return { ok: false, refused, message: connectionPageMessage(message) };
  }
}

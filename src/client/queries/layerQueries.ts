import { queryOptions } from '@tanstack/react-query';
import { LayerSchema } from '../../contract/layer';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import { apiList, apiListAll } from '../apiList';
import { serverKey } from './serverKey';

/** Query keys and options for layers (spec 4.3). */
export const layerQueries = {
  all: () => [serverKey(), 'layers'] as const,
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...layerQueries.all(), 'list', { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.layers(), LayerSchema, { page, limit, signal, baseUrl }),
    }),
  /** Every layer, read page by page at the largest page size: the API cannot sort or filter, so the page does. */
  everything: () =>
    queryOptions({
      queryKey: [...layerQueries.all(), 'everything'] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiListAll(apiPaths.layers(), LayerSchema, { limit: MAX_LIMIT, signal, baseUrl }),
    }),
};

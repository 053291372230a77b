import { queryOptions } from '@tanstack/react-query';
import { LayerSchema } from '../../contract/layer';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../http';
import { serverKey } from './serverKey';

/** Query keys and options for layers (spec 4.3). */
export const layerQueries = {
  all: () => [serverKey(), 'layers'] as const,
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...layerQueries.all(), 'list', { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiList(apiPaths.layers(), LayerSchema, { page, limit, signal, baseUrl }),
    }),
};

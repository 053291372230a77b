import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../contract/envelope';
import type { Layer } from '../../contract/layer';
import { MAX_LIMIT } from '../../contract/limits';
import { layerQueries } from '../../client/queries/layerQueries';
import { findInLoadedPages, searchStep } from './layerLookup';

/** Where finding a layer stands: found, still paging through the listing, missing, or failed. */
type LayerLookup =
  | { status: 'found'; layer: Layer }
  | { status: 'searching'; page: number }
  | { status: 'missing' }
  | { status: 'error'; error: Error; retry: () => void };

/**
 * Finds a layer by id with no single-layer endpoint: first in list pages already cached, else page by page
 * through `GET /layers` at the largest page size.
 */
export function useLayerLookup(layerId: string): LayerLookup {
  const queryClient = useQueryClient();
  const cached =
    findInLoadedPages(
      queryClient.getQueriesData<Paged<Layer>>({ queryKey: [...layerQueries.all(), 'list'] }).map(([, data]) => data),
      layerId,
    ) ?? queryClient.getQueryData(layerQueries.everything().queryKey)?.find((layer) => layer.id === layerId);
  const [search, setSearch] = useState({ layerId, page: 1 });
  // A new id (another layer opened from here) starts the search again at page 1.
  if (search.layerId !== layerId) setSearch({ layerId, page: 1 });
  const query = useQuery({ ...layerQueries.list(search.page, MAX_LIMIT), enabled: cached === undefined });

  if (cached) return { status: 'found', layer: cached };
  if (query.data === undefined) {
    if (query.error) return { status: 'error', error: query.error, retry: () => void query.refetch() };
    return { status: 'searching', page: search.page };
  }
  const step = searchStep(query.data, search.page, layerId);
  if (step.kind === 'found') return { status: 'found', layer: step.layer };
  if (step.kind === 'missing') return { status: 'missing' };
  // Adjusting state while rendering (React's pattern for state derived from a result): fetch the next page.
  setSearch({ layerId, page: step.page });
  return { status: 'searching', page: step.page };
}

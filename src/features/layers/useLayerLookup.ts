import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Layer } from '../../contract/layer';
import { cachedLayer, layerQueries } from '../../client/queries/layerQueries';

/** Where finding a layer stands: found, still paging through the listing, missing, or failed. */
type LayerLookup =
  | { status: 'found'; layer: Layer }
  | { status: 'searching'; page: number }
  | { status: 'missing' }
  | { status: 'error'; error: Error; retry: () => void };

/**
 * Finds a layer by id with no single-layer endpoint: first in list pages already cached, else page by page
 * through `GET /layers` at the largest page size, telling which page it is reading.
 */
export function useLayerLookup(layerId: string): LayerLookup {
  const queryClient = useQueryClient();
  const [reading, setReading] = useState({ layerId, page: 1 });
  const query = useQuery({
    ...layerQueries.detail(layerId, (page) => {
      setReading({ layerId, page });
    }),
    // A layer already in a cached list page shows at once, without a loading state.
    initialData: () => cachedLayer(queryClient, layerId),
  });

  if (query.data) return { status: 'found', layer: query.data };
  if (query.data === null) return { status: 'missing' };
  if (query.error) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  // Another layer opened from here starts at page 1 until its own search reports.
  return { status: 'searching', page: reading.layerId === layerId ? reading.page : 1 };
}

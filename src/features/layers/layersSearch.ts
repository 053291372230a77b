import { z } from 'zod';
import { PageSearchSchema } from '../../contract/paging';
import { LAYER_SORT_KEYS } from './sortLayers';

/** The Layers page's URL search: page and limit, plus the filter text and sort, so a link reproduces the view. */
export const LayersSearchSchema = PageSearchSchema.extend({
  q: z.string().optional().catch(undefined),
  sort: z.enum(LAYER_SORT_KEYS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});

import { PageSearchSchema } from '../../contract/paging';
import * as z from '../../contract/zod';
import { LAYER_SORT_KEYS } from './sortLayers';

/** The Layers page's URL search: page and limit, plus the filter text and sort, so a link reproduces the view. */
export const LayersSearchSchema = z.extend(PageSearchSchema, {
  q: z.catch(z.optional(z.string()), undefined),
  sort: z.catch(z.optional(z.enum(LAYER_SORT_KEYS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
});

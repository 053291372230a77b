import { PageSearchSchema } from '../../contract/paging';
import * as z from '../../contract/zod';

const RESULT_FILTERS = ['pass', 'fail', 'unknown'] as const;
const KIND_FILTERS = ['gate', 'dynamic_config'] as const;

/** The page's URL search: the saved user, the filter text, the result and kind shown, and the page of rows. */
export const WhatUserSeesSearchSchema = z.extend(PageSearchSchema, {
  user: z.catch(z.optional(z.string()), undefined),
  q: z.catch(z.optional(z.string()), undefined),
  result: z.catch(z.optional(z.enum(RESULT_FILTERS)), undefined),
  kind: z.catch(z.optional(z.enum(KIND_FILTERS)), undefined),
});
export type WhatUserSeesSearch = z.infer<typeof WhatUserSeesSearchSchema>;

import { z } from 'zod';
import { PageSearchSchema } from '../../../contract/paging';

/** The Gates page's URL search: page and limit, plus the search text, so a link reproduces the view. */
export const GatesSearchSchema = PageSearchSchema.extend({
  q: z.string().optional().catch(undefined),
});
type GatesSearch = z.infer<typeof GatesSearchSchema>;

/** The search text of the URL, trimmed; empty when absent. */
export function searchText(search: GatesSearch): string {
  return search.q?.trim() ?? '';
}

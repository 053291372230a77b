import { PageSearchSchema } from '../../../contract/paging';
import * as z from '../../../contract/zod';

/** The Gates page's URL search: page and limit, plus the search text, so a link reproduces the view. */
export const GatesSearchSchema = z.extend(PageSearchSchema, {
  q: z.catch(z.optional(z.string()), undefined),
});
type GatesSearch = z.infer<typeof GatesSearchSchema>;

/** The search text of the URL, trimmed; empty when absent. */
export function searchText(search: GatesSearch): string {
  return search.q?.trim() ?? '';
}

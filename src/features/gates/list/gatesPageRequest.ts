import { startEarlyGet } from '../../../client/earlyGet';
import { gateListQuery } from '../../../client/queries/gateListRequest';
import { apiPaths } from '../../../contract/paths';
import { pageRequest } from '../../../ui/pageRequest';
import { gateListFilters, GatesSearchSchema, searchText } from './gatesSearch';

/**
 * Starts the Gates page's list request for the address's search before the app's code has loaded: the same URL the
 * route's loader asks for (the page's query counts the gates per status, `gateRowsQuery`), which the fetch client
 * then takes over instead of sending it again. Returns whether a request was started (not without a key).
 */
export function startGatesPageRequest(search: Record<string, unknown>): boolean {
  const read = GatesSearchSchema.parse(search);
  const { page, limit } = pageRequest(read);
  return startEarlyGet(apiPaths.gates(), {
    ...gateListQuery(searchText(read), gateListFilters(read), true),
    page,
    limit,
  });
}

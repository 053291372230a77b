import { queryOptions } from '@tanstack/react-query';
import { GateRowCheck } from '../../contract/gateRow';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { type GateListFilters, gateListKey, gateListQuery } from './gateListRequest';

/**
 * The Gates page's list with the gates per status: each record's row fields checked without zod (contract/gateRow.ts),
 * so the page's first view needs neither zod nor the gate schema. The page checks the whole records once it is idle.
 */
export const gateRowsQuery = (page: number, limit: number, search: string, filters: GateListFilters) =>
  queryOptions({
    queryKey: gateListKey(page, limit, search, filters, true),
    queryFn: ({ signal, queryKey: [baseUrl] }) =>
      apiList(apiPaths.gates(), GateRowCheck, {
        page,
        limit,
        query: gateListQuery(search, filters, true),
        signal,
        baseUrl,
      }),
  });

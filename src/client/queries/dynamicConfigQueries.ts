import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { DynamicConfigRulesSchema } from '../../contract/dynamicConfig';
import type { Paged } from '../../contract/envelope';
import { SummarySchema } from '../../contract/experiment';
import { apiPaths } from '../../contract/paths';
import type { Rule } from '../../contract/rule';
import { apiList, apiRequest, normalisePagination } from '../http';
import { serverKey } from './serverKey';

/** Spec 4.6 shows an array of `{ rules }` objects, DECISIONS.md one object; both are read. */
const RulesDataSchema = z.union([z.array(DynamicConfigRulesSchema), DynamicConfigRulesSchema]);

/** One page of a dynamic config's rules, flattened: paging applies to the rules inside `data`. */
async function fetchRules(id: string, page: number, limit: number, signal: AbortSignal, baseUrl: string): Promise<Paged<Rule>> {
  const response = await apiRequest({
    method: 'GET',
    path: apiPaths.dynamicConfigRules(id),
    query: { page, limit },
    schema: RulesDataSchema,
    signal,
    baseUrl,
  });
  const holders = Array.isArray(response.data) ? response.data : [response.data];
  return {
    items: holders.flatMap((holder) => holder.rules),
    message: response.message,
    pagination: normalisePagination(response.pagination, page, limit),
  };
}

/** Query keys and options for dynamic configs: the list extension and the rules of one config. */
export const dynamicConfigQueries = {
  all: () => [serverKey(), 'dynamic-configs'] as const,
  /** An extension: a 404 means the upstream lacks it and the page offers "open by id". */
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...dynamicConfigQueries.all(), 'list', { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiList(apiPaths.dynamicConfigs(), SummarySchema, { page, limit, signal, baseUrl }),
    }),
  /** `limit` defaults to and may go up to 20000 here (DECISIONS.md, Pagination). */
  rules: (id: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...dynamicConfigQueries.all(), 'rules', id, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => fetchRules(id, page, limit, signal, baseUrl),
    }),
};

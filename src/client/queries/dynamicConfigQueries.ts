import { queryOptions } from '@tanstack/react-query';
import { DynamicConfigSchema } from '../../contract/dynamicConfig';
import type { Paged } from '../../contract/envelope';
import { SummarySchema } from '../../contract/experiment';
import { apiPaths } from '../../contract/paths';
import { RULES_MAX_LIMIT } from '../../contract/limits';
import type { Rule } from '../../contract/rule';
import * as z from '../../contract/zod';
import { apiGet, apiRequest } from '../apiRequest';
import { apiList, normalisePagination } from '../apiList';
import { walkPages } from '../pageWalker';
import { serverKey } from './serverKey';

// Only the envelope is checked here: zod over 20,000 rules holds the main thread for seconds. Each rule gets the
// contract's full check when it is shown (features/dynamic-configs/ruleProblem.ts).
const RulesEnvelopeSchema = z.looseObject({ rules: z.array(z.unknown()) });
/** The API may answer an array of `{ rules }` objects or one such object; both are read. */
const RulesDataSchema = z.union([z.array(RulesEnvelopeSchema), RulesEnvelopeSchema]);

const unreadable = new WeakMap<Rule, string>();

/**
 * Why a rule of a config could not be read at all (not an object, no name, conditions not a list of objects), or
 * undefined. Such a rule stays in the list, in its place, as a stand-in that names its position.
 */
export function unreadableRuleProblem(rule: Rule): string | undefined {
  return unreadable.get(rule);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A rule as sent, after the few checks the list, its search and its keys rely on (a few microseconds, not a
 * zod parse). Anything else about it is checked when the rule is shown.
 */
function shallowRule(raw: unknown, position: number): Rule {
  const problem = !isRecord(raw)
    ? 'it is not an object'
    : typeof raw.name !== 'string'
      ? 'it has no name'
      : raw.conditions !== undefined && !(Array.isArray(raw.conditions) && raw.conditions.every(isRecord))
        ? 'its conditions are not a list of objects'
        : undefined;
  if (problem === undefined && isRecord(raw)) {
    // The only default of the contract's rule schema.
    return (raw.conditions === undefined ? { ...raw, conditions: [] } : raw) as Rule;
  }
  const standIn: Rule = { name: `Rule ${String(position + 1)}`, passPercentage: 0, conditions: [] };
  unreadable.set(standIn, `The server sent this rule in a form the console cannot read: ${problem ?? 'unknown'}.`);
  return standIn;
}

/** One page of a dynamic config's rules, flattened: paging applies to the rules inside `data`. */
async function fetchRules(
  id: string,
  page: number,
  limit: number,
  signal: AbortSignal,
  baseUrl: string,
): Promise<Paged<Rule>> {
  const response = await apiRequest({
    method: 'GET',
    path: apiPaths.dynamicConfigRules(id),
    query: { page, limit },
    schema: RulesDataSchema,
    signal,
    baseUrl,
  });
  const holders = Array.isArray(response.data) ? response.data : [response.data];
  const first = (page - 1) * limit;
  return {
    items: holders.flatMap((holder) => holder.rules).map((raw, index) => shallowRule(raw, first + index)),
    message: response.message,
    pagination: normalisePagination(response.pagination, page, limit),
  };
}

/** Every rule of a dynamic config, in order, and the count the server reported. */
interface AllDynamicConfigRules {
  rules: Rule[];
  /** `totalItems` of the last page read; the number of rules read when the server does not say. */
  totalItems: number;
}

// A config over the page maximum, or an upstream with a smaller maximum, still reads whole; the cap stops a loop.
const MAX_RULE_PAGES = 1000;

/** Reads page after page of a config's rules, as large as the API allows, until no next page is announced. */
async function fetchAllRules(id: string, signal: AbortSignal, baseUrl: string): Promise<AllDynamicConfigRules> {
  const result = await walkPages({
    fetchPage: (page, limit) => fetchRules(id, page, limit, signal, baseUrl),
    limit: RULES_MAX_LIMIT,
    maxPages: MAX_RULE_PAGES,
    signal,
  });
  return { rules: result.items, totalItems: result.totalItems ?? result.items.length };
}

/** Query keys and options for dynamic configs: the list extension and the rules of one config. */
export const dynamicConfigQueries = {
  all: () => [serverKey(), 'dynamic-configs'] as const,
  lists: () => [...dynamicConfigQueries.all(), 'list'] as const,
  /** An extension: a 404 means the upstream lacks it and the page offers "open by id". */
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...dynamicConfigQueries.lists(), { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.dynamicConfigs(), SummarySchema, { page, limit, signal, baseUrl }),
    }),
  /** The extension `GET /dynamic_configs/{id}`: a 404 means the server lacks it, and the page shows only rules. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...dynamicConfigQueries.all(), 'detail', id] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiGet(apiPaths.dynamicConfig(id), DynamicConfigSchema, { signal, baseUrl }),
    }),
  /** `limit` defaults to and may go up to 20000 here (docs/api.md, paging). */
  rules: (id: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...dynamicConfigQueries.all(), 'rules', id, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => fetchRules(id, page, limit, signal, baseUrl),
    }),
  /** All rules of a config (20,000 in one request on the embedded server), for a page that searches them all. */
  allRules: (id: string) =>
    queryOptions({
      queryKey: [...dynamicConfigQueries.all(), 'rules', id, 'all'] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => fetchAllRules(id, signal, baseUrl),
    }),
};

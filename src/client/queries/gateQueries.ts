import { queryOptions } from '@tanstack/react-query';
import { GateSchema } from '../../contract/gate';
import { apiPaths } from '../../contract/paths';
import { apiGet, apiList } from '../http';
import { serverKey } from './serverKey';

/** Query keys and options for gates: the list and record extensions, and the versions of a gate (spec 4.2). */
export const gateQueries = {
  all: () => [serverKey(), 'gates'] as const,
  lists: () => [...gateQueries.all(), 'list'] as const,
  /** `search` matches id and name; an upstream may ignore it (DECISIONS.md). */
  list: (page: number, limit: number, search = '') =>
    queryOptions({
      queryKey: [...gateQueries.lists(), { page, limit, search: search.trim() }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.gates(), GateSchema, { page, limit, query: { search: search.trim() || undefined }, signal, baseUrl }),
    }),
  details: () => [...gateQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...gateQueries.details(), id] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiGet(apiPaths.gate(id), GateSchema, { signal, baseUrl }),
    }),
  versionLists: () => [...gateQueries.all(), 'versions'] as const,
  versions: (id: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...gateQueries.versionLists(), id, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.gateVersions(id), GateSchema, { page, limit, signal, baseUrl }),
    }),
};

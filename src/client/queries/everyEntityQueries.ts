import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { DynamicConfig } from '../../contract/dynamicConfig';
import { SummarySchema, type Summary } from '../../contract/experiment';
import { type Gate, GateSchema } from '../../contract/gate';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import type { Rule } from '../../contract/rule';
import type * as z from '../../contract/zod';
import { apiList } from '../apiList';
import { isEndpointMissing } from '../listMissing';
import { walkPages } from '../pageWalker';
import { recentDynamicConfigIds, recentGateIds } from '../recentLists';
import { dynamicConfigQueries } from './dynamicConfigQueries';
import { gateQueries } from './gateQueries';
import { serverKey } from './serverKey';

/** Where a kind of record came from: the server's whole list, or (a server without the list) the ids opened recently. */
export type EntitySource = 'list' | 'recent';

/** A dynamic config with what evaluating it needs: its rules and, where the server answers it, its detail. */
export interface ConfigWithRules {
  summary: Summary;
  /** Undefined where the server has no `GET /dynamic_configs/{id}`: the default value and id type are unknown. */
  detail: DynamicConfig | undefined;
  rules: Rule[];
}

export interface EveryEntity {
  gates: { source: EntitySource; items: Gate[]; notFound: string[] };
  configs: { source: EntitySource; items: ConfigWithRules[]; notFound: string[] };
}

/** How far the reading has come, for a progress bar: a step and, where known, how many of how many. */
export interface EntityReadProgress {
  step: 'gates' | 'configs' | 'config rules';
  done: number;
  total: number | undefined;
}

// Stops a list whose links never end from being read forever: 1,000 pages of 100.
const MAX_PAGES = 1000;
// Configs whose rules are read at once: enough to hide latency, few enough to leave the server room.
const CONFIG_READS_AT_ONCE = 4;

async function readList<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  options: { signal: AbortSignal; baseUrl: string; onPage: (items: number, total: number | undefined) => void },
): Promise<T[]> {
  const result = await walkPages({
    fetchPage: (page, limit) =>
      apiList(path, schema, { page, limit, signal: options.signal, baseUrl: options.baseUrl }),
    limit: MAX_LIMIT,
    maxPages: MAX_PAGES,
    signal: options.signal,
    concurrentByTotal: true,
    onProgress: (progress) => {
      options.onPage(progress.items, progress.totalItems);
    },
  });
  return result.items;
}

/** Each id read together; an id the server no longer knows (404) is named instead of failing the rest. */
async function readEach<T>(ids: readonly string[], read: (id: string) => Promise<T>) {
  const answers = await Promise.all(
    ids.map(async (id) => {
      try {
        return { id, item: await read(id) };
      } catch (error) {
        if (!isEndpointMissing(error)) throw error;
        return { id, item: undefined };
      }
    }),
  );
  return {
    items: answers.flatMap((answer) => (answer.item === undefined ? [] : [answer.item])),
    notFound: answers.filter((answer) => answer.item === undefined).map((answer) => answer.id),
  };
}

async function readGates(
  client: QueryClient,
  signal: AbortSignal,
  baseUrl: string,
  onProgress: (progress: EntityReadProgress) => void,
): Promise<EveryEntity['gates']> {
  try {
    const items = await readList(apiPaths.gates(), GateSchema, {
      signal,
      baseUrl,
      onPage: (done, total) => {
        onProgress({ step: 'gates', done, total });
      },
    });
    return { source: 'list', items, notFound: [] };
  } catch (error) {
    if (!isEndpointMissing(error)) throw error;
    const read = await readEach(recentGateIds.read(), (id) => client.query(gateQueries.detail(id)));
    return { source: 'recent', ...read };
  }
}

async function readConfigSummaries(
  signal: AbortSignal,
  baseUrl: string,
  onProgress: (progress: EntityReadProgress) => void,
): Promise<{ source: EntitySource; summaries: Summary[] }> {
  try {
    const summaries = await readList(apiPaths.dynamicConfigs(), SummarySchema, {
      signal,
      baseUrl,
      onPage: (done, total) => {
        onProgress({ step: 'configs', done, total });
      },
    });
    return { source: 'list', summaries };
  } catch (error) {
    if (!isEndpointMissing(error)) throw error;
    return { source: 'recent', summaries: recentDynamicConfigIds.read().map((id) => ({ id })) };
  }
}

/** A config's detail, or undefined where the server lacks the extension (404). */
async function configDetail(client: QueryClient, id: string): Promise<DynamicConfig | undefined> {
  try {
    return await client.query(dynamicConfigQueries.detail(id));
  } catch (error) {
    if (isEndpointMissing(error)) return undefined;
    throw error;
  }
}

async function readConfigs(
  client: QueryClient,
  signal: AbortSignal,
  baseUrl: string,
  onProgress: (progress: EntityReadProgress) => void,
): Promise<EveryEntity['configs']> {
  const { source, summaries } = await readConfigSummaries(signal, baseUrl, onProgress);
  const items: ConfigWithRules[] = [];
  const notFound: string[] = [];
  for (let start = 0; start < summaries.length; start += CONFIG_READS_AT_ONCE) {
    signal.throwIfAborted();
    const batch = summaries.slice(start, start + CONFIG_READS_AT_ONCE);
    const read = await readEach(
      batch.map((summary) => summary.id),
      async (id) => {
        const [{ rules }, detail] = await Promise.all([
          client.query(dynamicConfigQueries.allRules(id)),
          configDetail(client, id),
        ]);
        const summary = batch.find((candidate) => candidate.id === id) ?? { id };
        return { summary: { ...summary, ...detail }, detail, rules };
      },
    );
    items.push(...read.items);
    notFound.push(...read.notFound);
    onProgress({ step: 'config rules', done: start + batch.length, total: summaries.length });
  }
  return { source, items, notFound };
}

/** Every gate and dynamic config of the server, with their rules: what a page evaluating them all needs. */
export const everyEntityQueries = {
  all: () => [serverKey(), 'every-entity'] as const,
  /** `onProgress` hears each page and config read, for a progress bar. */
  everything: (onProgress: (progress: EntityReadProgress) => void = () => undefined) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress only reports progress; what is read is the same.
    queryOptions({
      queryKey: [...everyEntityQueries.all(), 'everything'] as const,
      queryFn: async ({ signal, client, queryKey: [baseUrl] }): Promise<EveryEntity> => ({
        gates: await readGates(client, signal, baseUrl, onProgress),
        configs: await readConfigs(client, signal, baseUrl, onProgress),
      }),
    }),
};

import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../client/apiError';
import { metricSourceQueries } from '../../client/queries/metricSourceQueries';
import { MAX_LIMIT } from '../../contract/limits';

// A server with more sources than this is not read to the end: the id is then left for the server to judge.
const MAX_PAGES = 20;

/** The message for a metric source id the server's list lacks; none when the list is unknown or has it. */
export function metricSourceIdProblem(id: string, known: ReadonlySet<string> | undefined): string | undefined {
  const typed = id.trim();
  if (typed === '' || known === undefined || known.has(typed)) return undefined;
  return `This server has no metric source named ${typed}; pick one from its metric sources or leave the field empty`;
}

/**
 * The names of every metric source, read through the list extension, or undefined when the server does not answer
 * it (404 on an upstream without it), fails, or lists more than the wizard reads: the wizard then does not block.
 */
export async function knownMetricSourceNames(queryClient: QueryClient): Promise<ReadonlySet<string> | undefined> {
  const names = new Set<string>();
  try {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = await queryClient.query(metricSourceQueries.list(page, MAX_LIMIT));
      for (const source of result.items) names.add(source.name);
      if (result.pagination.nextPage === null || result.items.length === 0) return names;
    }
    return undefined;
  } catch (error) {
    if (isApiError(error)) return undefined;
    throw error;
  }
}

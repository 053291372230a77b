import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import type { Rule } from '../../contract/rule';
import { FIRST_RULES_PAGE_SIZE } from './firstRules';

/** The rules the page can show now, and how far the loading of the rest has come. */
export interface ConfigRules {
  rules: Rule[];
  /** Every rule the config has, as the server counts them. */
  totalItems: number;
  /** False while only the first page is here. */
  complete: boolean;
  /** Loading the rest failed; the first page still shows. */
  restError: Error | null;
  retryRest: () => void;
}

/** The first page of a config's rules at once (the route loaded it), then all of them once they arrive. */
export function useConfigRules(configId: string): ConfigRules {
  const { data: first } = useSuspenseQuery(dynamicConfigQueries.rules(configId, 1, FIRST_RULES_PAGE_SIZE));
  const firstTotal = first.pagination.totalItems ?? first.items.length;
  // An upstream that ignores `limit` may have sent everything already.
  const firstIsAll = first.items.length >= firstTotal && first.pagination.nextPage === null;
  const all = useQuery({ ...dynamicConfigQueries.allRules(configId), enabled: !firstIsAll });

  if (firstIsAll)
    return { rules: first.items, totalItems: firstTotal, complete: true, restError: null, retryRest: noop };
  if (all.data)
    return { rules: all.data.rules, totalItems: all.data.totalItems, complete: true, restError: null, retryRest: noop };
  return {
    rules: first.items,
    totalItems: firstTotal,
    complete: false,
    restError: all.error,
    retryRest: () => {
      void all.refetch();
    },
  };
}

function noop(): void {
  // Nothing to retry: every rule is here.
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { autotuneQueries } from '../../client/queries/autotuneQueries';
import { ListPage } from '../../ui/ListPage';
import type { PageRequest } from '../../ui/pageRequest';
import { AUTOTUNE_COLUMNS } from './autotuneColumns';
import { NewAutotuneLink } from './NewAutotuneLink';

/** The autotunes of the server, one page at a time, and the way to create one. */
export function AutotunesPage({ page, limit }: PageRequest) {
  const query = useQuery({ ...autotuneQueries.list(page, limit), placeholderData: keepPreviousData });
  return (
    <ListPage
      actions={<NewAutotuneLink />}
      query={query}
      caption="Autotunes"
      columns={AUTOTUNE_COLUMNS}
      getRowKey={(autotune) => autotune.id}
      page={page}
      limit={limit}
      emptyMessage="No autotunes on this server yet. Create the first one with New autotune."
    />
  );
}

import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { layerQueries } from '../../client/queries/layerQueries';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { Pager } from '../../ui/Pager';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { filterLayers } from './filterLayers';
import { LayersTable } from './LayersTable';
import { nextSort, sortLayers, type LayerSortKey, type SortDirection } from './sortLayers';

interface LayersPageProps extends PageRequest {
  filter: string;
  sort: { key: LayerSortKey; direction: SortDirection } | undefined;
}

/** The paged list of layers; the filter and sort work on the page shown and live in the URL. */
export function LayersPage({ page, limit, filter, sort }: LayersPageProps) {
  const query = useQuery(layerQueries.list(page, limit));
  const navigation = usePageNavigation();
  const navigate = useNavigate();
  const state = pagedTableState(query);
  const filtered = state.rows && filterLayers(state.rows, filter);
  const rows = filtered && sort ? sortLayers(filtered, sort.key, sort.direction) : filtered;
  const narrowed = filter.trim() !== '';

  return (
    <>
      <PageTitle
        title="Layers"
        description="Browse layers and open one to see its parameters and the values each targeting gate and holdout sets."
      />
      <TextInput
        label="Filter layers"
        description="Narrows this page by id, description or tag."
        value={filter}
        maw={420}
        mb="md"
        onChange={(event) => {
          const q = event.currentTarget.value;
          // Replace, not push: each keystroke is not a step the Back button should revisit.
          void navigate({ to: '.', search: (previous) => ({ ...previous, q: q === '' ? undefined : q }), replace: true });
        }}
      />
      <LayersTable
        rows={rows}
        isLoading={state.isLoading}
        error={state.error}
        onRetry={state.onRetry}
        emptyMessage={narrowed ? 'No layer on this page matches the filter.' : 'No layers on this server yet.'}
        sort={sort}
        onSort={(key) => {
          const next = nextSort(sort, key);
          void navigate({ to: '.', search: (previous) => ({ ...previous, sort: next.key, dir: next.direction }), replace: true });
        }}
      />
      <Pager page={page} limit={limit} pagination={state.pagination} {...navigation} />
    </>
  );
}

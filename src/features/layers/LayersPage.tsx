import { Box, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { layerQueries } from '../../client/queries/layerQueries';
import { PagedTable } from '../../ui/PagedTable';
import { pagedTableState, type PagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { UrlSearchInput } from '../../ui/UrlSearchInput';
import { usePageNavigation } from '../../ui/usePageNavigation';
import type { Layer } from '../../contract/layer';
import { LAYER_COLUMNS } from './layerColumns';
import type { LayerSortKey, SortDirection } from './layersSearch';
import { nextSort } from './sortLayers';
import { matchSummary, wholeListView } from './wholeListView';

interface LayersPageProps extends PageRequest {
  filter: string;
  sort: { key: LayerSortKey; direction: SortDirection } | undefined;
}

/**
 * The paged list of layers. The API neither sorts nor filters, so with a sort or filter the page reads every
 * layer and pages them itself; without, the server pages. Filter and sort live in the URL.
 */
export function LayersPage({ page, limit, filter, sort }: LayersPageProps) {
  const narrowed = filter.trim() !== '';
  const whole = narrowed || sort !== undefined;
  const pageQuery = useQuery({ ...layerQueries.list(page, limit), enabled: !whole, placeholderData: keepPreviousData });
  const everyQuery = useQuery({ ...layerQueries.everything(), enabled: whole });
  const navigation = usePageNavigation();
  const navigate = useNavigate();

  let state: PagedTableState<Layer>;
  let summary: string | undefined;
  if (whole) {
    const all = everyQuery.data;
    const view = all && wholeListView(all, { filter, sort, page, limit });
    summary = all && view ? matchSummary(view.matched, all.length, narrowed) : undefined;
    state = {
      rows: view?.rows,
      pagination: view?.pagination,
      isLoading: everyQuery.isPending,
      error: all === undefined ? everyQuery.error : null,
      onRetry: () => void everyQuery.refetch(),
    };
  } else {
    state = pagedTableState(pageQuery);
  }

  return (
    <>
      {/* The header (title and description) is the layout's: see ui/ListPageHeader. */}
      <Box mb="xs">
        <UrlSearchInput
          label="Filter layers"
          description="Narrows every layer by id, description or tag."
          clearLabel="Clear filter"
          value={filter}
          onSearch={(q) => {
            // Replace, not push: each pause in typing is not a step the Back button should revisit. The matches start
            // on page 1.
            void navigate({
              to: '.',
              search: (previous) => ({ ...previous, page: undefined, q: q === '' ? undefined : q }),
              replace: true,
            });
          }}
        />
      </Box>
      <Text size="sm" c="dimmed" mb="md" aria-live="polite">
        {summary ?? '\u00a0'}
      </Text>
      <PagedTable
        caption="Layers"
        columns={LAYER_COLUMNS}
        getRowKey={(layer) => layer.id}
        rows={state.rows}
        pagination={state.pagination}
        isLoading={state.isLoading}
        error={state.error}
        onRetry={state.onRetry}
        page={page}
        limit={limit}
        emptyMessage={narrowed ? 'No layer matches the filter.' : 'No layers on this server yet.'}
        sort={sort}
        onSort={(key) => {
          const next = nextSort(sort, key);
          // A new order starts again at its first page.
          void navigate({
            to: '.',
            search: (previous) => ({ ...previous, page: undefined, sort: next.key, dir: next.direction }),
            replace: true,
          });
        }}
        {...navigation}
      />
    </>
  );
}

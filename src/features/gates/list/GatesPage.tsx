import { isEndpointMissing } from '../../../client/listMissing';
import { lazy, Suspense } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import type { GateListFilters } from '../../../client/queries/gateQueries';
import { PagedTable } from '../../../ui/PagedTable';
import { PlainAlert } from '../../../ui/PlainAlert';
import type { PageRequest } from '../../../ui/pageRequest';
import { recentGateIds } from '../../../client/recentLists';
import { usePageNavigation } from '../../../ui/usePageNavigation';
import { gateColumns } from './gateColumns';
import { phoneGateColumns } from './phoneGateColumns';
import { UrlSearchInput } from '../../../ui/UrlSearchInput';
import { applySearchFallback } from './searchFallback';
import { DeferredGateListFilters } from './DeferredGateListFilters';
import { GateStatusCounts } from './GateStatusCounts';
import { useGateListView } from './useGateListView';
import { type GatesSearch, isFiltered, nextGateSort } from './gatesSearch';
import { NewGateButton } from '../new/NewGateButton';

// Only a server without the gates list needs this panel: it loads after the list's 404, not with every first page.
const OpenById = lazy(() => import('../../../ui/OpenById').then((module) => ({ default: module.OpenById })));
// Likewise the note and progress bar of a server that ignores the filters: it loads once the server has shown that.
const LocalGateListNote = lazy(() =>
  import('./LocalGateListNote').then((module) => ({ default: module.LocalGateListNote })),
);

interface GatesPageProps extends PageRequest {
  /** The search text of the URL (id or name), trimmed; empty for all gates. */
  search: string;
  /** The URL's filters and order, sent to the server. */
  filters: GateListFilters;
}

/** The gates, searchable by id or name and paged, or "open by id" where the server has no list of them. */
export function GatesPage({ page, limit, search, filters }: GatesPageProps) {
  const { table: state, counts, local } = useGateListView(page, limit, search, filters);
  const navigation = usePageNavigation();
  const navigate = useNavigate();
  // Read on the first render (not in an effect), so a phone never paints the wide table first.
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const narrowed = search !== '' || isFiltered(filters);
  // Replace, not push: each filter change is not a step the Back button should revisit. A new view starts on page 1.
  const changeView = (change: Partial<GatesSearch>) => {
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });
  };
  const searched = !local && state.rows && search !== '' ? applySearchFallback(state.rows, search) : undefined;

  return (
    <>
      {/* The header (title and description) is the layout's: see ui/ListPageHeader. */}
      <NewGateButton />
      {isEndpointMissing(state.error) ? (
        <Suspense fallback={null}>
          <OpenById
            noun="gate"
            recent={recentGateIds}
            route={(gateId) => ({ to: '/gates/$gateId', params: { gateId } })}
          />
        </Suspense>
      ) : (
        <Stack gap="md">
          <UrlSearchInput
            label="Search gates"
            description="Matches the id or the name."
            placeholder="checkout, search_ranking…"
            clearLabel="Clear search"
            value={search}
            onSearch={(text) => {
              // Replace, not push: each pause in typing is not a step the Back button should revisit.
              void navigate({
                to: '.',
                search: (previous) => ({ ...previous, q: text === '' ? undefined : text, page: undefined }),
                replace: true,
              });
            }}
          />
          <DeferredGateListFilters listShown={!state.isLoading} filters={filters} />
          {local && (
            <Suspense fallback={null}>
              <LocalGateListNote {...local} />
            </Suspense>
          )}
          {counts && <GateStatusCounts counts={counts} status={filters.status} />}
          {searched?.serverIgnoredSearch && (
            <PlainAlert color="yellow" title="This server does not search gates">
              Showing only the gates on this page whose id or name contains “{search}”. Other pages may hold more.
            </PlainAlert>
          )}
          <PagedTable
            caption={search === '' ? 'Gates' : `Gates matching ${search}`}
            columns={isPhone ? phoneGateColumns : gateColumns}
            getRowKey={(gate) => gate.id}
            page={page}
            limit={limit}
            emptyMessage={
              !narrowed
                ? 'No gates on this server yet.'
                : search === ''
                  ? 'No gate matches these filters.'
                  : `No gate has an id or name containing “${search}”${isFiltered(filters) ? ' and matches these filters' : ''}.`
            }
            sort={filters.sort ? { key: filters.sort, direction: filters.order ?? 'asc' } : undefined}
            onSort={(key) => {
              changeView(nextGateSort(filters, key));
            }}
            {...state}
            rows={searched ? searched.rows : state.rows}
            {...navigation}
          />
        </Stack>
      )}
    </>
  );
}

import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { autotuneQueries } from '../../client/queries/autotuneQueries';
import type { Autotune } from '../../contract/autotune';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { AnchorLink } from '../../ui/AnchorLink';

const columns: PagedTableColumn<Autotune>[] = [
  {
    header: 'ID',
    cell: (autotune) => (
      <AnchorLink to="/autotunes/$autotuneId" params={{ autotuneId: autotune.id }}>
        {autotune.id}
      </AnchorLink>
    ),
  },
  { header: 'Success event', cell: (autotune) => autotune.successEvent ?? '—' },
  { header: 'Started', cell: (autotune) => (autotune.isStarted ? 'Yes' : 'No') },
];

/** Preview of the autotunes list until the full page lands. */
export function AutotunesPreviewPage({ page, limit }: PageRequest) {
  const query = useQuery(autotuneQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Autotunes"
        description="See each autotune's variants, windows and winner, and create new autotunes."
      />
      <Group mb="md">
        <AnchorLink to="/autotunes/new">
          New autotune
        </AnchorLink>
      </Group>
      <PagedTable
        caption="Autotunes"
        columns={columns}
        getRowKey={(autotune) => autotune.id}
        page={page}
        limit={limit}
        emptyMessage="No autotunes on this server yet."
        {...pagedTableState(query)}
        {...navigation}
      />
    </>
  );
}

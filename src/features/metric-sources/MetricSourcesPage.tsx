import { isEndpointMissing } from '../../client/listMissing';
import { Alert, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { metricSourceQueries } from '../../client/queries/metricSourceQueries';
import { AnchorLink } from '../../ui/AnchorLink';
import { PagedTable } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { METRIC_SOURCE_COLUMNS } from './metricSourceColumns';

/** The metric sources of the server, newest first, and the way to create one; a server without the list says so. */
export function MetricSourcesPage({ page, limit }: PageRequest) {
  const query = useQuery(metricSourceQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Metric sources"
        description="The tables and queries metrics are built on, newest first. Open one to read its SQL and mappings."
      />
      <Group mb="md">
        <AnchorLink to="/metric-sources/new">New metric source</AnchorLink>
      </Group>
      {isEndpointMissing(query.error) ? (
        // The list is an extension: an upstream without it answers 404, and creating still works.
        <Alert color="gray" title="This server does not list metric sources">
          Its Console API can create metric sources but not list or read them back.
        </Alert>
      ) : (
        <PagedTable
          caption="Metric sources"
          columns={METRIC_SOURCE_COLUMNS}
          getRowKey={(source) => source.name}
          page={page}
          limit={limit}
          emptyMessage="No metric sources on this server yet. Create the first one with New metric source."
          {...pagedTableState(query)}
          {...navigation}
        />
      )}
    </>
  );
}

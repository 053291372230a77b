import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isEndpointMissing } from '../../client/listMissing';
import { metricSourceQueries } from '../../client/queries/metricSourceQueries';
import { AnchorLink } from '../../ui/AnchorLink';
import { ListPage } from '../../ui/ListPage';
import type { PageRequest } from '../../ui/pageRequest';
import { METRIC_SOURCE_COLUMNS } from './metricSourceColumns';

/** The metric sources of the server, newest first, and the way to create one; a server without the list says so. */
export function MetricSourcesPage({ page, limit }: PageRequest) {
  const query = useQuery(metricSourceQueries.list(page, limit));
  return (
    <ListPage
      actions={<AnchorLink to="/metric-sources/new">New metric source</AnchorLink>}
      query={query}
      // The list is an extension: an upstream without it answers 404, and creating still works.
      listMissing={isEndpointMissing(query.error)}
      whenListMissing={
        <Alert color="gray" title="This server does not list metric sources">
          Its Console API can create metric sources but not list or read them back.
        </Alert>
      }
      caption="Metric sources"
      columns={METRIC_SOURCE_COLUMNS}
      getRowKey={(source) => source.name}
      page={page}
      limit={limit}
      emptyMessage="No metric sources on this server yet. Create the first one with New metric source."
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../client/queries/eventQueries';
import { PagedTable } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { metricColumns } from './metricColumns';

/** The paged metrics built on an event name; a metric's name opens its detail. */
export function MetricsTab({ eventName, page, limit }: PageRequest & { eventName: string }) {
  const query = useQuery(eventQueries.metrics(eventName, page, limit));
  const navigation = usePageNavigation();
  return (
    <PagedTable
      caption={`Metrics built on ${eventName}`}
      columns={metricColumns(eventName)}
      getRowKey={(metric) => metric.id}
      page={page}
      limit={limit}
      emptyMessage={`No metrics are built on “${eventName}” yet.`}
      {...pagedTableState(query)}
      {...navigation}
    />
  );
}

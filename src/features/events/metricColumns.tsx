import { Text } from '@mantine/core';
import type { Metric } from '../../contract/event';
import { AnchorLink } from '../../ui/AnchorLink';
import type { PagedTableColumn } from '../../ui/PagedTable';
import { RelativeTime } from '../../ui/RelativeTime';
import { Directionality, MetricFlags, MetricTags, MetricTypeBadge } from './MetricBadges';
import { metricOwnerText } from './metricLabels';

/** The metrics table's columns; a metric's name opens its detail, in the context of the event it was found on. */
export function metricColumns(eventName: string): PagedTableColumn<Metric>[] {
  return [
    {
      header: 'Name',
      cell: (metric) => (
        <AnchorLink to="/events/$eventName/metrics/$metricId" params={{ eventName, metricId: metric.id }}>
          {metric.name}
        </AnchorLink>
      ),
    },
    { header: 'Type', cell: (metric) => <MetricTypeBadge type={metric.type} /> },
    { header: 'Direction', cell: (metric) => <Directionality value={metric.directionality} /> },
    {
      header: 'Description',
      cell: (metric) => (
        <Text size="sm">
          {metric.description === undefined || metric.description === '' ? '—' : metric.description}
        </Text>
      ),
    },
    { header: 'Tags', cell: (metric) => <MetricTags tags={metric.tags} /> },
    { header: 'Flags', cell: (metric) => <MetricFlags metric={metric} /> },
    {
      header: 'Owner or creator',
      cell: (metric) => <span title={metric.creatorEmail ?? undefined}>{metricOwnerText(metric) ?? '—'}</span>,
    },
    { header: 'Created', cell: (metric) => <RelativeTime millis={metric.createdTime} /> },
  ];
}

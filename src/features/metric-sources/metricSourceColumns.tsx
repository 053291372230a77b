import { Badge, Group, Text } from '@mantine/core';
import type { MetricSource } from '../../contract/metricSource';
import { AnchorLink } from '../../ui/AnchorLink';
import type { PagedTableColumn } from '../../ui/PagedTable';
import { RelativeTime } from '../../ui/RelativeTime';

/** The source type in words, as the create form names it. */
function sourceTypeWords(sourceType: string | undefined): string {
  if (sourceType === 'table') return 'Table';
  if (sourceType === 'query' || sourceType === undefined) return 'SQL query';
  return sourceType;
}

/** The created time when the server sent one (the API's created record has none; the embedded store adds it). */
export function createdTimeOf(source: MetricSource): number | undefined {
  return typeof source.createdTime === 'number' ? source.createdTime : undefined;
}

/** Columns of the metric sources table; the name opens the source. */
export const METRIC_SOURCE_COLUMNS: PagedTableColumn<MetricSource>[] = [
  {
    header: 'Name',
    cell: (source) => (
      <AnchorLink
        to="/metric-sources/$sourceName"
        params={{ sourceName: source.name }}
        style={{ overflowWrap: 'anywhere' }}
      >
        {source.name}
      </AnchorLink>
    ),
    code: true,
  },
  { header: 'Type', cell: (source) => sourceTypeWords(source.sourceType) },
  {
    header: 'Tags',
    cell: (source) =>
      source.tags.length === 0 ? (
        <Text span size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Group gap={4}>
          {source.tags.map((tag) => (
            <Badge key={tag} variant="light" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
  },
  { header: 'Created', cell: (source) => <RelativeTime millis={createdTimeOf(source)} /> },
];

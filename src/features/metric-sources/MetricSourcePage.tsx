import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { metricSourceQueries } from '../../client/queries/metricSourceQueries';
import { AnchorLink } from '../../ui/AnchorLink';
import { errorStatus } from '../../ui/errorStatus';
import { PageTitle } from '../../ui/PageTitle';
import { RetryAlert } from '../../ui/RetryAlert';
import { MetricSourceMoreView } from './MetricSourceMoreView';
import { MetricSourceRecordView } from './MetricSourceRecordView';

/** One metric source read back by name (an extension): its SQL, columns, mappings, custom fields and owner. */
export function MetricSourcePage({ sourceName }: { sourceName: string }) {
  const query = useQuery(metricSourceQueries.detail(sourceName));
  const links = (
    <Group gap="lg">
      <AnchorLink to="/metric-sources">Back to metric sources</AnchorLink>
      <AnchorLink to="/metric-sources/new" search={{ copyOf: sourceName }}>
        Create a copy of {sourceName}
      </AnchorLink>
    </Group>
  );
  if (query.data) {
    return (
      <>
        <PageTitle
          title={query.data.name}
          description={
            query.data.description === undefined || query.data.description === ''
              ? 'A metric source: metrics are built on what its query or table outputs.'
              : query.data.description
          }
        />
        <Stack gap="md" maw={880}>
          {links}
          <MetricSourceRecordView record={query.data} label={`Metric source ${query.data.name}`} />
          <MetricSourceMoreView source={query.data} />
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageTitle title={sourceName} description="A metric source." />
      {errorStatus(query.error) === 404 ? (
        // Either no source has the name or the server cannot read sources back: both answer 404.
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            No metric source named {sourceName} could be read from this server.
          </Text>
          <AnchorLink to="/metric-sources">Back to metric sources</AnchorLink>
        </Stack>
      ) : query.error ? (
        <RetryAlert
          title="Could not load the metric source"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading metric source {sourceName}…</Text>
        </Group>
      )}
    </>
  );
}

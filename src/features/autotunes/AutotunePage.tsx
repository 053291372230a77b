import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { autotuneQueries } from '../../client/queries/autotuneQueries';
import { PageTitle } from '../../ui/PageTitle';
import { AutotuneDetails } from './AutotuneDetails';
import { RecordNotFound } from '../../ui/RecordNotFound';
import { RetryAlert } from '../../ui/RetryAlert';

const SEARCH_NOTE = 'Autotunes have no page of their own in the API, so this looks through the list.';

/** One autotune, found in the listing (there is no single-autotune endpoint). */
export function AutotunePage({ autotuneId }: { autotuneId: string }) {
  const query = useQuery(autotuneQueries.detail(autotuneId));
  if (query.data) return <AutotuneDetails autotune={query.data} />;
  if (query.data === null) {
    return <RecordNotFound kind="autotune" id={autotuneId} listPath="/autotunes" />;
  }
  return (
    <>
      <PageTitle title={autotuneId} description={SEARCH_NOTE} />
      {query.error ? (
        <RetryAlert
          title="Could not load the autotunes list"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Looking for autotune {autotuneId}…</Text>
        </Group>
      )}
    </>
  );
}

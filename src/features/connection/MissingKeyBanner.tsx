import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouterState } from '@tanstack/react-router';
import { useConnection } from '../../client/connection';
import { connectionStatusQuery } from '../../client/queries/connectionQueries';
import { needsApiKey } from './needsApiKey';
import { AnchorLink } from '../../ui/AnchorLink';
import { PlainAlert } from '../../ui/PlainAlert';
import { errorKind } from '../../ui/errorStatus';
import { useReturnSearch } from '../../ui/useReturnSearch';

function NoKeyBanner({ apiKey }: { apiKey: string }) {
  const status = useQuery(connectionStatusQuery());
  const returnSearch = useReturnSearch();
  const onConnectionPage = useLocation({ select: (location) => location.pathname === '/connection' });
  const pageSaysSo = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error' && errorKind(match.error) === 'no-key'),
  });
  if (onConnectionPage || pageSaysSo || !needsApiKey(apiKey, status.data)) return null;
  return (
    <PlainAlert color="yellow" mb="md" role="status">
      <Text size="sm">
        Enter the API key on the{' '}
        {/* Text colour: the primary colour is too light on the yellow background for 4.5:1 contrast. */}
        <AnchorLink to="/connection" search={returnSearch} size="sm" c="bright" fw={600} underline="always">
          Connection page
        </AnchorLink>
      </Text>
    </PlainAlert>
  );
}

/**
 * Tells the user, on every page but Connection, that requests will be refused until a key is entered; not while
 * the page itself says so ("Connect to get started"). With a key in the browser there is nothing to ask the server.
 */
export function MissingKeyBanner() {
  const { apiKey } = useConnection();
  return apiKey === '' ? <NoKeyBanner apiKey={apiKey} /> : null;
}

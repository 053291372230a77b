import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useConnection } from '../../client/connection';
import { connectionStatusQuery } from '../../client/queries/connectionQueries';
import { needsApiKey } from './needsApiKey';
import { AnchorLink } from '../../ui/AnchorLink';

/** Tells the user, on every page but Connection, that requests will be refused until a key is entered. */
export function MissingKeyBanner() {
  const { apiKey } = useConnection();
  const status = useQuery(connectionStatusQuery());
  const onConnectionPage = useLocation({ select: (location) => location.pathname === '/connection' });
  if (onConnectionPage || !needsApiKey(apiKey, status.data)) return null;
  return (
    <Alert color="yellow" mb="md" role="status">
      <Text size="sm">
        Enter the API key on the{' '}
        {/* Text colour: the primary colour is too light on the yellow background for 4.5:1 contrast. */}
        <AnchorLink to="/connection" size="sm" c="bright" fw={600} underline="always">
          Connection page
        </AnchorLink>
      </Text>
    </Alert>
  );
}

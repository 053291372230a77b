import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconKey, IconKeyOff, IconServer } from '@tabler/icons-react';
import { useConnection } from '../../client/connection';
import { connectionStatusQuery } from '../../client/queries/connectionQueries';
import { AnchorLink } from '../../ui/AnchorLink';
import { useReturnSearch } from '../../ui/useReturnSearch';
import { useKeyRefused } from './keyVerdict';
import { useKeyVerdicts } from './useKeyVerdicts';

/**
 * Header text saying whether requests carry a key, and whose: this browser's or the server's; once the API has
 * answered 401 to that key, that it was refused, as a link to the Connection page.
 */
export function ConnectionIndicator() {
  useKeyVerdicts();
  const connection = useConnection();
  const status = useQuery(connectionStatusQuery());
  const refused = useKeyRefused(connection);
  const returnSearch = useReturnSearch();
  const server = connection.baseUrl === '' ? 'this site' : connection.baseUrl;

  if (refused) {
    const label = `API key refused · ${server}`;
    return (
      <AnchorLink
        to="/connection"
        search={returnSearch}
        size="sm"
        c="var(--mantine-color-error)"
        fw={600}
        aria-label={`${label}: go to Connection`}
        title={label}
      >
        <Group gap={6} wrap="nowrap">
          <IconKeyOff size={18} aria-hidden />
          <Text span size="sm" fw={600} visibleFrom="sm" truncate maw={280}>
            {label}
          </Text>
        </Group>
      </AnchorLink>
    );
  }

  let icon = <IconKeyOff size={18} aria-hidden />;
  let label = `No API key · ${server}`;
  if (connection.apiKey !== '') {
    icon = <IconKey size={18} aria-hidden />;
    label = `API key set · ${server}`;
  } else if (status.data?.serverHoldsKey) {
    icon = <IconServer size={18} aria-hidden />;
    label = `Server adds the key · ${server}`;
  }
  return (
    <Group gap={6} wrap="nowrap" title={label}>
      {icon}
      <Text size="sm" visibleFrom="sm" truncate maw={280}>
        {label}
      </Text>
    </Group>
  );
}

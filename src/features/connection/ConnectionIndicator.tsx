import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconKey, IconKeyOff, IconServer } from '@tabler/icons-react';
import { useConnection } from '../../client/connection';
import { connectionStatusQuery } from '../../client/queries/connectionQueries';

/** Header text saying whether requests carry a key, and whose: this browser's or the server's. */
export function ConnectionIndicator() {
  const connection = useConnection();
  const status = useQuery(connectionStatusQuery());
  const server = connection.baseUrl === '' ? 'this site' : connection.baseUrl;

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

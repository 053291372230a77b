import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconKey, IconKeyOff, IconServer } from '@tabler/icons-react';
import { useConnection } from '../../client/connection';
import { connectionStatusQuery } from '../../client/queries/connectionQueries';
import { AnchorLink } from '../../ui/AnchorLink';
import { useReturnSearch } from '../../ui/useReturnSearch';
import { useKeyRefused } from './keyVerdict';
import { useKeyVerdicts } from './useKeyVerdicts';

function IndicatorLabel({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" title={label}>
      {icon}
      <Text size="sm" visibleFrom="sm" truncate maw={280}>
        {label}
      </Text>
    </Group>
  );
}

function RefusedKeyLink({ server }: { server: string }) {
  const returnSearch = useReturnSearch();
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

/** Without a key in the browser, whether the server adds one: only then is the server's status asked for. */
function KeylessLabel({ server }: { server: string }) {
  const status = useQuery(connectionStatusQuery());
  return status.data?.serverHoldsKey ? (
    <IndicatorLabel icon={<IconServer size={18} aria-hidden />} label={`Server adds the key · ${server}`} />
  ) : (
    <IndicatorLabel icon={<IconKeyOff size={18} aria-hidden />} label={`No API key · ${server}`} />
  );
}

/**
 * Header text saying whether requests carry a key, and whose: this browser's or the server's; once the API has
 * answered 401 to that key, that it was refused, as a link to the Connection page.
 */
export function ConnectionIndicator() {
  useKeyVerdicts();
  const connection = useConnection();
  const refused = useKeyRefused(connection);
  const server = connection.baseUrl === '' ? 'this site' : connection.baseUrl;

  if (refused) return <RefusedKeyLink server={server} />;
  if (connection.apiKey === '') return <KeylessLabel server={server} />;
  return <IndicatorLabel icon={<IconKey size={18} aria-hidden />} label={`API key set · ${server}`} />;
}

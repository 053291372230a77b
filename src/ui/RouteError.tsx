import { Group, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorKind, errorMessage, errorStatus } from './errorStatus';
import { AnchorLink } from './AnchorLink';
import { ConnectToStart } from './ConnectToStart';
import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';
import { useReturnSearch } from './useReturnSearch';

/**
 * The error view of every route: the message, a Retry that reruns the loaders, and for 401 a way to connect; a
 * request not sent for want of any key is a first visit, welcomed instead.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const returnSearch = useReturnSearch();
  if (errorKind(error) === 'no-key') return <ConnectToStart message={errorMessage(error)} />;
  const notConnected = errorStatus(error) === 401;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{notConnected ? 'Not connected' : 'Something went wrong'}</Title>
      <PlainAlert
        color="red"
        variant="outline"
        title={notConnected ? 'The API key was refused' : 'The page could not load'}
      >
        <Text size="sm">{errorMessage(error)}</Text>
      </PlainAlert>
      <Group>
        <PlainButton
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Retry
        </PlainButton>
        {notConnected && (
          <AnchorLink to="/connection" search={returnSearch}>
            Go to Connection
          </AnchorLink>
        )}
      </Group>
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from './ButtonLink';
import { useReturnSearch } from './useReturnSearch';

/** A first visit with no key anywhere: a welcome that says what to do, instead of an error nobody caused. */
export function ConnectToStart({ message }: { message: string }) {
  const returnSearch = useReturnSearch();
  return (
    <Stack gap="md" maw={720} align="flex-start">
      <Title order={1}>Connect to get started</Title>
      <Text>{message}</Text>
      <ButtonLink to="/connection" search={returnSearch}>
        Go to Connection
      </ButtonLink>
    </Stack>
  );
}

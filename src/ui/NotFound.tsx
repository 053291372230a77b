import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from './AnchorLink';

/** Shown for a path no route matches. */
export function NotFound() {
  return (
    <Stack gap="md">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address.</Text>
      <AnchorLink to="/gates">Go to gates</AnchorLink>
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/AnchorLink';

/** The server answered 404 for this config's rules: no dynamic config has the id. */
export function DynamicConfigNotFound({ configId }: { configId: string }) {
  return (
    <Stack gap="md">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        Dynamic config not found
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>
        No dynamic config has the id {configId}. Check the id, or pick the config from the list.
      </Text>
      <AnchorLink to="/dynamic-configs">Back to dynamic configs</AnchorLink>
    </Stack>
  );
}

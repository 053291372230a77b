import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/AnchorLink';

/** The server answered 404 for this experiment's loads: no warehouse-native experiment has the id. */
export function ExperimentNotFound({ experimentId }: { experimentId: string }) {
  return (
    <Stack gap="md">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        Experiment not found
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>No experiment has the id {experimentId}</Text>
      <AnchorLink to="/experiments">Back to experiments</AnchorLink>
    </Stack>
  );
}

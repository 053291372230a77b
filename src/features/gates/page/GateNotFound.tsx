import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../ui/AnchorLink';

/** The server has no gate with this id. */
export function GateNotFound({ gateId }: { gateId: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>Gate not found</Title>
      <Text style={{ overflowWrap: 'anywhere' }}>No gate has the id {gateId}</Text>
      <AnchorLink to="/gates">Back to gates</AnchorLink>
    </Stack>
  );
}

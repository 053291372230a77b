import { Group, Text } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { PlainLoader } from '../../ui/PlainLoader';

/** Shown while a config's rules load: a large config is thousands of rules in one response. */
export function DynamicConfigLoading({ configId }: { configId: string }) {
  return (
    <>
      <PageTitle
        title={configId}
        description="Rules in evaluation order: a unit gets the return value of the first rule it passes."
      />
      <Group gap="sm" role="status">
        <PlainLoader />
        <Text>Loading rules…</Text>
      </Group>
    </>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { useSavedTestUsers } from '../../client/useSavedTestUsers';
import { EXAMPLE_TEST_USERS } from './exampleTestUsers';
import { addExamples } from './savedUserList';
import { useSavedListWriter } from './useSavedListWriter';

/** On a first visit (nothing saved, never offered): three example users built from the seed, or no thanks. */
export function ExamplesOffer() {
  const { users, examplesOffered } = useSavedTestUsers();
  const write = useSavedListWriter();
  if (users.length > 0 || examplesOffered) return null;
  return (
    <Alert color="blue" title="No saved test users yet" p="sm">
      <Text size="sm" mb="xs">
        Start from three examples: {EXAMPLE_TEST_USERS.map((example) => example.name).join(', ')}.
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => write((list) => addExamples(list, EXAMPLE_TEST_USERS))}>
          Add three example users
        </Button>
        <Button size="xs" variant="default" onClick={() => write((list) => ({ ...list, examplesOffered: true }))}>
          No thanks
        </Button>
      </Group>
    </Alert>
  );
}

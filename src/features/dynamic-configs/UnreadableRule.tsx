import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { Rule } from '../../contract/rule';

/** A rule the console cannot display, in its place in the list, saying what is wrong with it. */
export function UnreadableRule({ rule, position, problem }: { rule: Rule; position: number; problem: string }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">{`${String(position)}. ${rule.name}`}</Title>
        <Alert color="red" variant="light" title="This rule cannot be shown">
          <Text size="sm">{problem}</Text>
        </Alert>
      </Stack>
    </Paper>
  );
}

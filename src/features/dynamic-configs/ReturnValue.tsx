import { Box, Text } from '@mantine/core';
import type { JsonValue } from '../../contract/common';
import { JsonView } from '../../ui/JsonView';

/** What a rule returns to the SDK when it passes, as JSON: the point of a dynamic config rule. */
export function ReturnValue({ value, ruleName }: { value: JsonValue | undefined; ruleName: string }) {
  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        Returns
      </Text>
      {value === undefined ? (
        <Text size="sm" c="dimmed">
          No return value
        </Text>
      ) : (
        <JsonView value={value} label={`Return value of ${ruleName}`} defaultExpanded />
      )}
    </Box>
  );
}

import { Box, Text } from '@mantine/core';
import type { JsonValue } from '../../contract/common';
import { InlineJson } from '../../ui/InlineJson';
import { inlineJsonTokens } from '../../ui/inlineJsonTokens';
import { JsonView } from '../../ui/JsonView';

/**
 * What a rule returns to the SDK when it passes: one line of JSON when it fits (most values do, and a config may
 * have thousands of rules to scroll), else the expandable JSON view.
 */
export function ReturnValue({ value, ruleName }: { value: JsonValue | undefined; ruleName: string }) {
  if (value === undefined) {
    return (
      <Text size="sm">
        <Text span size="sm" fw={600}>
          {'Returns '}
        </Text>
        <Text span size="sm" c="dimmed">
          no value
        </Text>
      </Text>
    );
  }
  const tokens = inlineJsonTokens(value);
  if (tokens !== undefined) {
    return (
      <Text size="sm">
        <Text span size="sm" fw={600}>
          {'Returns '}
        </Text>
        <InlineJson tokens={tokens} />
      </Text>
    );
  }
  return (
    <Box>
      <Text size="sm" fw={600} mb={4}>
        Returns
      </Text>
      <JsonView value={value} label={`Return value of ${ruleName}`} defaultExpanded />
    </Box>
  );
}

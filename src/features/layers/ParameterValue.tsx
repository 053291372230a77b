import { Text } from '@mantine/core';
import type { JsonValue } from '../../contract/common';
import { JsonView } from '../../ui/JsonView';

/** A parameter value as JSON; a dash when there is none. */
export function ParameterValue({ value, label }: { value: JsonValue | undefined; label: string }) {
  if (value === undefined) {
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  }
  return <JsonView value={value} label={label} />;
}

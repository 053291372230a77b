import { Group, Loader, Text } from '@mantine/core';
import { RetryAlert } from '../../ui/RetryAlert';
import { countText } from '../../ui/countText';

interface RestOfRulesNoteProps {
  loaded: number;
  total: number;
  error: Error | null;
  onRetry: () => void;
}

/** While only the first rules are here: that the rest are coming, or why they did not and a way to try again. */
export function RestOfRulesNote({ loaded, total, error, onRetry }: RestOfRulesNoteProps) {
  if (error !== null) {
    return (
      <RetryAlert
        title={`Could not load the other ${countText(total - loaded)} rules`}
        error={error}
        onRetry={onRetry}
        mb="sm"
      />
    );
  }
  return (
    <Group gap="xs" mb="sm">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{`Showing the first ${countText(loaded)} of ${countText(total)} rules; loading the rest…`}</Text>
    </Group>
  );
}

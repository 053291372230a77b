import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';

/**
 * Says the form opened with what was typed here before, and offers to start from an empty form instead; clearing
 * cannot be undone, so it asks once more inside the notice.
 */
export function DraftRestoredNotice({ onClear }: { onClear: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert color="blue" icon={<IconRestore aria-hidden />} title="Restored your unsaved draft" role="status">
      {confirming ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm">Clearing empties every field, and it cannot be undone.</Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Keep the draft
            </Button>
            <Button color="red" size="compact-sm" onClick={onClear}>
              Clear every field
            </Button>
          </Group>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm">The form holds what you typed here before and did not create.</Text>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => {
              setConfirming(true);
            }}
          >
            Clear form
          </Button>
        </Group>
      )}
    </Alert>
  );
}

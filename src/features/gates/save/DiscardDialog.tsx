import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { changeCountText } from './changeCount';

interface DiscardDialogProps {
  /** How many changes would be lost; undefined while the dialog is closed. */
  count: number | undefined;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Asks before Discard throws edits away: Cancel has focus, so Enter or a second stray click keeps the work. */
export function DiscardDialog({ count, onDiscard, onCancel }: DiscardDialogProps) {
  const lost = count === undefined || count === 0 ? 'your unsaved edits' : changeCountText(count);
  return (
    <Modal opened={count !== undefined} onClose={onCancel} title={`Discard ${lost}?`} centered>
      <Stack gap="md">
        <Text size="sm">The form goes back to the saved version. This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

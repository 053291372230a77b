import { Button, Group, Modal, Text } from '@mantine/core';
import { changeCountText } from './changeCount';

interface DiscardDialogProps {
  opened: boolean;
  /** How many changes would be lost; kept while the dialog closes, so its name does not change mid-transition. */
  count: number;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Asks before Discard throws edits away: Cancel has the focus, so Enter, Escape or a stray click keeps the work. */
export function DiscardDialog({ opened, count, onDiscard, onCancel }: DiscardDialogProps) {
  const lost = count === 0 ? 'your unsaved edits' : changeCountText(count);
  return (
    // Title in the body: Modal's own header is a <header>, a second banner landmark on the page.
    <Modal opened={opened} onClose={onCancel} withCloseButton={false} centered>
      <Modal.Title fw={700} fz="lg" mb="sm">
        {`Discard ${lost}?`}
      </Modal.Title>
      <Text size="sm" mb="lg">
        The form goes back to the saved version. This cannot be undone.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        {/* Shade 9: white on Mantine's default red is below 4.5:1. */}
        <Button color="red.9" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';

interface StartOverDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before Start over throws away the draft; Cancel has the focus, so Enter or Escape keeps the work. */
export function StartOverDialog({ opened, onCancel, onConfirm }: StartOverDialogProps) {
  return (
    // Title in the body: Modal's own header is a <header>, a second banner landmark on the page.
    <Modal opened={opened} onClose={onCancel} withCloseButton={false} centered>
      <Modal.Title fw={700} fz="lg" mb="sm">
        Discard this autotune draft?
      </Modal.Title>
      <Text size="sm" mb="lg">
        Everything typed in all the steps is cleared and the wizard starts again from the first step. This cannot be undone.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        {/* Shade 9: white on Mantine's default red is below 4.5:1. */}
        <Button color="red.9" onClick={onConfirm}>
          Discard and start over
        </Button>
      </Group>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** A confirmation that throws work away is red. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an act that cannot be undone; Cancel has the focus, so Enter, Escape or a stray click changes nothing. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    // Title in the body: Modal's own header is a <header>, a second banner landmark on the page.
    <Modal opened={opened} onClose={onCancel} withCloseButton={false} centered>
      <Modal.Title fw={700} fz="lg" mb="sm">
        {title}
      </Modal.Title>
      <Text size="sm" mb="lg">
        {children}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        {/* Shade 9: white on Mantine's default red is below 4.5:1. */}
        <Button color={destructive ? 'red.9' : undefined} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import type { GateLifecycleAction } from '../../../contract/gateLifecycle';
import { LIFECYCLE_TEXT } from './lifecycleText';

interface DraftFirstDialogProps {
  /** The action asked for while the editor held unsaved edits; undefined while closed. */
  action: GateLifecycleAction | undefined;
  /** Opens the save review of the edits; the action is chosen again once they are saved. */
  onSave: () => void;
  /** Throws the edits away and goes on to the action's review. */
  onDiscard: () => void;
  onCancel: () => void;
}

/**
 * An action makes a version from the saved gate, not from the form: unsaved edits would then be made against an
 * old version. So it asks first: save them, or discard them. Cancel has the focus.
 */
export function DraftFirstDialog({ action, onSave, onDiscard, onCancel }: DraftFirstDialogProps) {
  const label = action === undefined ? '' : LIFECYCLE_TEXT[action].label;
  return (
    <Modal opened={action !== undefined} onClose={onCancel} withCloseButton={false} centered>
      <Modal.Title fw={700} fz="lg" mb="sm">
        Unsaved changes
      </Modal.Title>
      <Text size="sm" mb="lg">
        {label} changes the saved gate, not your edits. Save your edits first (then choose {label} again), or discard
        them and go on.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button variant="default" color="red.9" onClick={onDiscard}>
          Discard edits and {label.toLowerCase()}
        </Button>
        <Button onClick={onSave}>Review and save edits</Button>
      </Group>
    </Modal>
  );
}

import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface StartOverDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before Start over throws away the draft. */
export function StartOverDialog({ opened, onCancel, onConfirm }: StartOverDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Discard this autotune draft?"
      confirmLabel="Discard and start over"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Everything typed in all the steps is cleared and the wizard starts again from the first step. This cannot be
      undone.
    </ConfirmDialog>
  );
}

import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { changeCountText } from './changeCount';

interface DiscardDialogProps {
  opened: boolean;
  /** How many changes would be lost; kept while the dialog closes, so its name does not change mid-transition. */
  count: number;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Asks before Discard throws edits away. */
export function DiscardDialog({ opened, count, onDiscard, onCancel }: DiscardDialogProps) {
  const lost = count === 0 ? 'your unsaved edits' : changeCountText(count);
  return (
    <ConfirmDialog
      opened={opened}
      title={`Discard ${lost}?`}
      confirmLabel="Discard changes"
      destructive
      onConfirm={onDiscard}
      onCancel={onCancel}
    >
      The form goes back to the saved version. This cannot be undone.
    </ConfirmDialog>
  );
}

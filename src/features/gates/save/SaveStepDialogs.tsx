import type { Gate } from '../../../contract/gate';
import { riskyRises } from '../../../contract/safeChange';
import { ConflictDialog } from './ConflictDialog';
import { SafeChangeDialog } from './SafeChangeDialog';
import type { useGateSave } from './useGateSave';

interface SaveStepDialogsProps {
  save: ReturnType<typeof useGateSave>;
  /** The version the save was made against: the 428 fallback lists each large rise against it. */
  base: Gate;
  /** The person chose to re-apply their change on top of the newer version the conflict dialog loaded. */
  onRebase: (newer: Gate) => void;
  /** The person backed out of the safe-change or conflict step. */
  onClose: () => void;
  /**
   * The person chose to go back to the form after a conflict, with the newer version when it loaded; without this,
   * that choice is `onClose`.
   */
  onKeepEditing?: (newer: Gate | undefined) => void;
  /** What is being saved: the editor's edits, or a version restored from history. */
  purpose?: 'edit' | 'restore';
}

/**
 * The dialogs of a save's refusals: 428 (from a server that asks although the review chose no strategy) asks for
 * one, 409 shows the newer version.
 */
export function SaveStepDialogs({
  save,
  base,
  onRebase,
  onClose,
  onKeepEditing,
  purpose = 'edit',
}: SaveStepDialogsProps) {
  const { step } = save;
  return (
    <>
      <SafeChangeDialog
        message={step.step === 'safe-change' ? step.message : null}
        rises={step.step === 'safe-change' ? riskyRises(base.rules, step.body.rules ?? []) : []}
        isSaving={save.isSaving}
        onConfirm={(strategy) => {
          if (step.step === 'safe-change') save.send(step.body, strategy);
        }}
        onCancel={onClose}
      />
      <ConflictDialog
        opened={step.step === 'conflict'}
        message={step.step === 'conflict' ? step.message : ''}
        newer={step.step === 'conflict' ? step.newer : undefined}
        newerError={step.step === 'conflict' ? step.newerError : undefined}
        onRebase={() => {
          if (step.step === 'conflict' && step.newer !== undefined) onRebase(step.newer);
        }}
        onKeepEditing={() => {
          if (onKeepEditing === undefined) onClose();
          else onKeepEditing(step.step === 'conflict' ? step.newer : undefined);
        }}
        purpose={purpose}
      />
    </>
  );
}

import type { Gate } from '../../../contract/gate';
import { GATE_LIFECYCLE_ACTIONS } from '../../../contract/gateLifecycle';
import { ConflictDialog } from '../save/ConflictDialog';
import { ArchivedNotice } from './ArchivedNotice';
import { DraftFirstDialog } from './DraftFirstDialog';
import { LifecycleActions } from './LifecycleActions';
import { LifecycleReviewDialog } from './LifecycleReviewDialog';
import { offeredActions } from './offeredActions';
import { useGateLifecycle } from './useGateLifecycle';

interface GateLifecycleProps {
  /** The saved gate the editor stands on. */
  gate: Gate;
  /** Whether the editor holds unsaved edits. */
  hasDraft: () => boolean;
  /** Opens the save review of the edits. */
  onSaveDraft: () => void;
  /** Throws the edits away. */
  onDiscardDraft: () => void;
}

/**
 * Launch, Disable/Enable, Archive/Unarchive for the gate's state, each asked about unsaved edits first and then
 * reviewed; an archived gate shows why it is read-only instead, with Unarchive.
 */
export function GateLifecycle({ gate, hasDraft, onSaveDraft, onDiscardDraft }: GateLifecycleProps) {
  const lifecycle = useGateLifecycle({ gate, hasDraft });
  const { step } = lifecycle;
  const actions = offeredActions(gate, lifecycle.missing);
  const missing = GATE_LIFECYCLE_ACTIONS.filter((action) => lifecycle.missing.has(action));
  return (
    <>
      {gate.status === 'Archived' ? (
        <ArchivedNotice
          onUnarchive={
            actions.includes('unarchive')
              ? () => {
                  lifecycle.request('unarchive');
                }
              : undefined
          }
        />
      ) : (
        <LifecycleActions actions={actions} missing={missing} onAction={lifecycle.request} />
      )}
      <DraftFirstDialog
        action={step.step === 'draft' ? step.action : undefined}
        onSave={() => {
          lifecycle.close();
          onSaveDraft();
        }}
        onDiscard={() => {
          if (step.step !== 'draft') return;
          onDiscardDraft();
          lifecycle.review(step.action);
        }}
        onCancel={lifecycle.close}
      />
      <LifecycleReviewDialog
        review={step.step === 'review' ? step : undefined}
        isSending={lifecycle.isSending}
        failure={lifecycle.failure}
        onConfirm={lifecycle.confirm}
        onCancel={lifecycle.close}
      />
      <ConflictDialog
        opened={step.step === 'conflict'}
        message={step.step === 'conflict' ? step.message : ''}
        newer={step.step === 'conflict' ? step.newer : undefined}
        newerError={step.step === 'conflict' ? step.newerError : undefined}
        onRebase={() => {
          if (step.step !== 'conflict' || step.newer === undefined) return;
          // A gate archived meanwhile offers only Unarchive: the page now shows that instead.
          if (offeredActions(step.newer, lifecycle.missing).includes(step.action)) {
            lifecycle.review(step.action, step.newer);
          } else lifecycle.close();
        }}
        onKeepEditing={lifecycle.close}
        purpose="lifecycle"
      />
    </>
  );
}

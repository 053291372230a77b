import { useMemo, useState } from 'react';
import type { Gate } from '../../../contract/gate';
import { toGateFormValues } from '../editor/gateFormValues';
import { ReviewDialog } from '../save/ReviewDialog';
import { SaveStepDialogs } from '../save/SaveStepDialogs';
import { useGateSave } from '../save/useGateSave';

interface RestoreVersionProps {
  gateId: string;
  /** The newest version: the restore is reviewed and saved against it. */
  current: Gate;
  /** The version being restored; undefined when no restore is under way. */
  restoring: Gate | undefined;
  onClose: () => void;
  onRestored: (saved: Gate) => void;
}

/**
 * Restores an old version the way the editor saves: the review dialog shows the current version against the
 * restored content, then one update with `expectedVersion` creates a new version. 428 and 409 get the editor's dialogs.
 */
export function RestoreVersion({ gateId, current, restoring, onClose, onRestored }: RestoreVersionProps) {
  // After a 409 the user may restore on top of the newer version the conflict dialog loaded.
  const [newer, setNewer] = useState<Gate | undefined>(undefined);
  const base = newer !== undefined && (newer.version ?? 0) > (current.version ?? 0) ? newer : current;
  const values = useMemo(() => (restoring === undefined ? undefined : toGateFormValues(restoring)), [restoring]);
  const save = useGateSave({
    gateId,
    savedLead: restoring?.version === undefined ? '' : `Restored from version ${String(restoring.version)}`,
    onSaved: (saved) => {
      setNewer(undefined);
      onRestored(saved);
    },
  });
  const close = () => {
    save.dismiss();
    save.clearFailure();
    setNewer(undefined);
    onClose();
  };

  const { step } = save;
  return (
    <>
      <ReviewDialog
        base={base}
        values={step.step === 'idle' ? values : undefined}
        bothChanged={[]}
        isSaving={save.isSaving}
        failure={save.failure}
        onSave={(body, strategy) => {
          save.send(body, strategy);
        }}
        onCancel={close}
        cancelLabel="Cancel"
        purpose="restore"
      />
      <SaveStepDialogs
        save={save}
        base={base}
        purpose="restore"
        onRebase={(loaded) => {
          setNewer(loaded);
          save.dismiss();
        }}
        onClose={close}
      />
    </>
  );
}

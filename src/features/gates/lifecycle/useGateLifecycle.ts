import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../client/apiError';
import { gateLifecycleMutation } from '../../../client/mutations/gateLifecycleMutations';
import { gateQueries } from '../../../client/queries/gateQueries';
import type { Gate } from '../../../contract/gate';
import type { GateLifecycleAction } from '../../../contract/gateLifecycle';
import { errorMessage } from '../../../ui/errorStatus';
import { showNotification } from '../../../ui/showNotification';
import { showConflict } from '../save/showConflict';
import { lifecycleDoneText, LIFECYCLE_TEXT } from './lifecycleText';
import { readMissingActions, rememberMissingAction } from './missingActions';

/** Where an action stands: asked about a draft, in review against a version, or refused by a newer version. */
export type LifecycleStep =
  | { step: 'idle' }
  | { step: 'draft'; action: GateLifecycleAction }
  | { step: 'review'; action: GateLifecycleAction; before: Gate }
  | { step: 'conflict'; action: GateLifecycleAction; message: string; newer?: Gate; newerError?: string };

interface UseGateLifecycleOptions {
  /** The gate as the page shows it: the action is reviewed and sent against its version. */
  gate: Gate;
  /** Whether the editor holds unsaved edits, asked when an action is chosen. */
  hasDraft: () => boolean;
}

/** Runs the lifecycle actions of one gate: draft question, review, send, and each kind of refusal. */
export function useGateLifecycle({ gate, hasDraft }: UseGateLifecycleOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation(gateLifecycleMutation());
  const [step, setStep] = useState<LifecycleStep>({ step: 'idle' });
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [missing, setMissing] = useState(readMissingActions);

  const review = (action: GateLifecycleAction, before: Gate = gate) => {
    setFailure(undefined);
    setStep({ step: 'review', action, before });
  };

  const loadNewer = (action: GateLifecycleAction, message: string) =>
    showConflict<LifecycleStep>(setStep, { step: 'conflict', action, message }, () =>
      queryClient.query({ ...gateQueries.detail(gate.id), staleTime: 0 }),
    );

  const confirm = () => {
    if (step.step !== 'review') return;
    const { action, before } = step;
    setFailure(undefined);
    mutation.mutate(
      { id: before.id, action, expectedVersion: before.version },
      {
        onSuccess: (result) => {
          setStep({ step: 'idle' });
          showNotification({ color: 'green', ...lifecycleDoneText(result.data, result.message) });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            void loadNewer(action, error.message);
            return;
          }
          if (isApiError(error) && (error.status === 404 || error.status === 405)) {
            // The server lacks this action: hide it for this connection and say so, once.
            setMissing(rememberMissingAction(action));
            setStep({ step: 'idle' });
            showNotification({
              color: 'gray',
              title: `This service does not offer ${LIFECYCLE_TEXT[action].label}`,
              message: 'Its Console API has no such action, so Gatehouse no longer shows it for this connection.',
            });
            return;
          }
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return {
    step,
    failure,
    missing,
    isSending: mutation.isPending,
    /** Starts an action: asks about unsaved edits first, else opens its review. */
    request: (action: GateLifecycleAction) => {
      if (hasDraft()) setStep({ step: 'draft', action });
      else review(action);
    },
    review,
    confirm,
    close: () => {
      setStep({ step: 'idle' });
      setFailure(undefined);
    },
  };
}

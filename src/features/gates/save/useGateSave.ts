import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../client/apiError';
import { updateGateMutation } from '../../../client/mutations/gateMutations';
import { GateMovedError } from '../../../client/mutations/tolerantGateUpdate';
import { gateQueries } from '../../../client/queries/gateQueries';
import type { Gate, GateUpdateBody } from '../../../contract/gate';
import type { SafeChangeStrategy } from '../../../contract/safeChange';
import { errorMessage } from '../../../ui/errorStatus';
import type { GateFormValues } from '../editor/gateFormSchema';
import { isFormPath } from './formPath';
import { asSentences } from './asSentences';
import { gradualSaveText } from './gradualSaveText';
import { showConflict } from './showConflict';
import { showNotification } from '../../../ui/showNotification';

/** Where the save flow stands; every failure leaves the form exactly as typed. */
export type SaveStep =
  | { step: 'idle' }
  | { step: 'safe-change'; body: GateUpdateBody; message: string }
  | { step: 'conflict'; message: string; newer?: Gate; newerError?: string };

interface UseGateSaveOptions {
  gateId: string;
  /** The editor's form, which receives the server's field errors; a restore from history has none. */
  form?: UseFormReturn<GateFormValues>;
  /** A sentence that leads the saved toast, e.g. "Restored from version 13". */
  savedLead?: string;
  /** Called with the saved record once the server has accepted the update. */
  onSaved: (gate: Gate, message: string) => void;
}

/** Sends a gate update and turns each kind of refusal (400, 409, 428, no answer) into the next step for the user. */
export function useGateSave({ gateId, form, savedLead = '', onSaved }: UseGateSaveOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation(updateGateMutation());
  const [step, setStep] = useState<SaveStep>({ step: 'idle' });
  /** A refusal that is not about one field, shown above the save bar (or in the review dialog). */
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const loadNewer = (message: string) =>
    showConflict<SaveStep>(setStep, { step: 'conflict', message }, () =>
      queryClient.query({ ...gateQueries.detail(gateId), staleTime: 0 }),
    );

  const send = (body: GateUpdateBody, strategy?: SafeChangeStrategy) => {
    const sent = strategy === undefined ? body : { ...body, safeChangeStrategy: strategy };
    setFailure(undefined);
    mutation.mutate(
      { id: gateId, body: sent },
      {
        onSuccess: (result) => {
          setStep({ step: 'idle' });
          const version = result.data.version;
          // A gradual change lands part of the way: say where each held-back rule is and when the rest follows.
          const scheduled = strategy === 'gradual' ? gradualSaveText(sent, result.data) : '';
          const message = asSentences(savedLead, result.message, scheduled);
          showNotification({
            color: 'green',
            title: version === undefined ? 'Gate saved' : `Saved version ${String(version)}`,
            message,
          });
          onSaved(result.data, message);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 428) {
            setStep({ step: 'safe-change', body, message: error.message });
            return;
          }
          if (error instanceof GateMovedError) {
            // The console's own version check has just read the newer gate.
            setStep({ step: 'conflict', message: error.message, newer: error.current });
            return;
          }
          if (isApiError(error) && error.status === 409) {
            void loadNewer(error.message);
            return;
          }
          setStep({ step: 'idle' });
          if (form !== undefined && isApiError(error)) {
            for (const fieldError of error.fieldErrors) {
              if (isFormPath(fieldError.path))
                form.setError(fieldError.path, { type: 'server', message: fieldError.message });
            }
          }
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return {
    step,
    failure,
    isSaving: mutation.isPending,
    send,
    dismiss: () => {
      setStep({ step: 'idle' });
    },
    clearFailure: () => {
      setFailure(undefined);
    },
  };
}

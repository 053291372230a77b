import type { Dispatch, SetStateAction } from 'react';
import type { Gate } from '../../../contract/gate';
import { errorMessage } from '../../../ui/errorStatus';

/** What the conflict dialog gains once the newer version has been read: that version, or why it could not be. */
type NewerRead = { newer: Gate } | { newerError: string };

/**
 * Shows the conflict step at once, then adds the newer version when its read ends. The person may close the dialog
 * (or start another step) before that: the answer then goes nowhere, instead of opening the closed dialog again.
 */
export async function showConflict<Step extends object>(
  setStep: Dispatch<SetStateAction<Step>>,
  waiting: Step,
  readNewer: () => Promise<Gate>,
): Promise<void> {
  setStep(waiting);
  let read: NewerRead;
  try {
    read = { newer: await readNewer() };
  } catch (error) {
    read = { newerError: errorMessage(error) };
  }
  setStep((current) => (current === waiting ? { ...waiting, ...read } : current));
}

import { isApiError } from '../../client/apiError';
import { REVIEW_STEP, stepOfPath } from './wizardSteps';

/** Where a failed create sends the user, and what to show there. */
interface CreateFailure {
  /** The step to return to: the earliest one with an offending field, else the review. */
  step: number;
  /** Messages for the fields they concern, by form path (`variants.1.json`). */
  fieldErrors: { path: string; message: string }[];
  /** What belongs to no field: shown above the Create button. */
  formMessage: string | undefined;
}

/**
 * Places the server's answer to a create: a taken name (409) on the name, a 400's `errors[].path` on their fields,
 * anything else (network, 5xx, paths no step edits) as a message on the review step.
 */
export function placeCreateFailure(error: unknown): CreateFailure {
  const message = error instanceof Error ? error.message : 'The autotune could not be created.';
  if (!isApiError(error)) return { step: REVIEW_STEP, fieldErrors: [], formMessage: message };
  if (error.status === 409) return { step: 0, fieldErrors: [{ path: 'name', message }], formMessage: undefined };

  const placed = error.fieldErrors.flatMap((fieldError) => {
    const step = stepOfPath(fieldError.path);
    return step === undefined ? [] : [{ ...fieldError, step }];
  });
  const unplaced = error.fieldErrors.filter((fieldError) => stepOfPath(fieldError.path) === undefined);
  if (placed.length === 0) {
    const details = unplaced.map((fieldError) => `${fieldError.path}: ${fieldError.message}`);
    return { step: REVIEW_STEP, fieldErrors: [], formMessage: [message, ...details].join(' ') };
  }
  return {
    step: Math.min(...placed.map((fieldError) => fieldError.step)),
    fieldErrors: placed.map(({ path, message: fieldMessage }) => ({ path, message: fieldMessage })),
    formMessage:
      unplaced.length === 0
        ? undefined
        : unplaced.map((fieldError) => `${fieldError.path}: ${fieldError.message}`).join(' '),
  };
}

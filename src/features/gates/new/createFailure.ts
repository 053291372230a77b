import { isApiError } from '../../../client/apiError';
import { isEndpointMissing } from '../../../client/listMissing';
import type { NewGateValues } from './newGateSchema';

type FieldName = keyof NewGateValues;
const FIELDS: readonly FieldName[] = ['name', 'description', 'type', 'idType', 'tags'];

/** Where a refused create is shown: on the fields it concerns, or above the buttons. */
export interface CreateFailure {
  fieldErrors: { field: FieldName; message: string }[];
  /** What belongs to no field of the form. */
  formMessage: string | undefined;
  /** The server has no create (404) or refuses the method (405): creating gates is not offered there. */
  notAllowed: boolean;
}

/** The form field a server path names (`tags.2` is the tags field), if the form has it. */
function fieldOf(path: string): FieldName | undefined {
  const [first] = path.split('.');
  return FIELDS.find((field) => field === first);
}

/**
 * Places the server's answer to a create: a taken id (409) on the name, since the id is made from it; a 400's
 * `errors[].path` on their fields; a 404 or 405 as "not allowed here"; anything else (network, 5xx) above the buttons.
 */
export function placeCreateFailure(error: unknown): CreateFailure {
  const message = error instanceof Error ? error.message : 'The gate could not be created.';
  const none = { fieldErrors: [], formMessage: undefined, notAllowed: false };
  if (!isApiError(error)) return { ...none, formMessage: message };
  if (isEndpointMissing(error) || error.status === 405) return { ...none, notAllowed: true };
  if (error.status === 409) return { ...none, fieldErrors: [{ field: 'name', message }] };

  const fieldErrors = error.fieldErrors.flatMap(({ path, message: fieldMessage }) => {
    const field = fieldOf(path);
    return field === undefined ? [] : [{ field, message: fieldMessage }];
  });
  const unplaced = error.fieldErrors.filter(({ path }) => fieldOf(path) === undefined);
  // Nothing the form can point at: the server's sentence and every detail, above the buttons.
  if (fieldErrors.length === 0) {
    const details = unplaced.map(({ path, message: fieldMessage }) => `${path}: ${fieldMessage}`);
    return { ...none, formMessage: [message, ...details].join(' ') };
  }
  const formMessage =
    unplaced.length === 0 ? undefined : unplaced.map(({ path, message: m }) => `${path}: ${m}`).join(' ');
  return { fieldErrors, formMessage, notAllowed: false };
}

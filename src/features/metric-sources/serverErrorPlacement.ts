import { isApiError } from '../../client/apiError';
import { formPathFor, type MetricSourceFieldPath } from './metricSourceBody';

/** Where a failed create or dry run shows its messages: next to fields, and above the buttons. */
export interface ServerErrorPlacement {
  /** Form paths (`columns.1.type`) and the server's message for each. */
  fields: { path: MetricSourceFieldPath; message: string }[];
  /** What no field shows; undefined when the fields tell it all. */
  summary?: string;
}

/**
 * A 409 is a taken name, said next to the name; a 400 puts each `errors[].path` next to its field and keeps the
 * ones no field shows in the summary; anything else (network, 5xx) is only the summary.
 */
export function placeServerError(error: unknown): ServerErrorPlacement {
  if (!isApiError(error)) return { fields: [], summary: error instanceof Error ? error.message : String(error) };
  if (error.status === 409) return { fields: [{ path: 'name', message: error.message }] };
  if (error.status !== 400) return { fields: [], summary: error.message };
  const fields: ServerErrorPlacement['fields'] = [];
  const unplaced: string[] = [];
  for (const fieldError of error.fieldErrors) {
    const path = formPathFor(fieldError.path);
    if (path === undefined)
      unplaced.push(fieldError.path === '' ? fieldError.message : `${fieldError.path}: ${fieldError.message}`);
    else fields.push({ path, message: fieldError.message });
  }
  return { fields, summary: [error.message, ...unplaced].join(' ') };
}

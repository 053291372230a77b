import type { Evaluation } from './evaluate';

/**
 * Whether a user's result differs between two evaluations of the same entity: a different result, or a config
 * returning a different value. A different deciding rule with the same result is not a change the user sees.
 */
export function evaluationChanged(before: Evaluation, after: Evaluation): boolean {
  if (before.result !== after.result) return true;
  return JSON.stringify(before.value) !== JSON.stringify(after.value);
}

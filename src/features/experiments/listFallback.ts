import { errorStatus } from '../../ui/errorStatus';

/**
 * Whether the experiments list is an extension this server lacks (it answered 404), so the page offers
 * "open by id" instead of an error.
 */
export function isListMissing(error: unknown): boolean {
  return errorStatus(error) === 404;
}

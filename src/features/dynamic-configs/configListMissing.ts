import { errorStatus } from '../../ui/errorStatus';

/** The list extension answers 404 on a server that lacks it: the page then offers "open by id", not an error. */
export function isConfigListMissing(error: unknown): boolean {
  return errorStatus(error) === 404;
}

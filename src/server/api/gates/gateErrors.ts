import type { Gate } from '../../../contract/gate';
import { ApiError } from '../apiError';

/** The errors a gate change answers with, shared by the update and the lifecycle actions so they read alike. */
export const gateNotFound = (id: string) => new ApiError(404, `No gate has the id "${id}"`);

/** 409 when the client's `expectedVersion` is not the stored one: someone else saved in between. */
export function checkExpectedVersion(stored: Gate, expectedVersion: number | undefined): void {
  if (expectedVersion === undefined || expectedVersion === stored.version) return;
  throw new ApiError(
    409,
    `Gate "${stored.id}" is now at version ${String(stored.version)}, not ${String(expectedVersion)}: ` +
      'someone else changed it; reload and apply your change again',
  );
}

/** 409 for a change to an archived gate: it is read-only until unarchived. */
export function checkNotArchived(stored: Gate): void {
  if (stored.status !== 'Archived') return;
  throw new ApiError(409, `Gate "${stored.id}" is archived: unarchive it before changing it`);
}

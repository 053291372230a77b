import { mutationOptions } from '@tanstack/react-query';
import { GateSchema } from '../../contract/gate';
import type { GateLifecycleAction } from '../../contract/gateLifecycle';
import { apiPaths } from '../../contract/paths';
import { apiPost } from '../apiRequest';
import { gateQueries } from '../queries/gateQueries';

export interface GateLifecycleVariables {
  id: string;
  action: GateLifecycleAction;
  /** The version the person reviewed the action against: a newer one is 409, as for an update. */
  expectedVersion: number | undefined;
}

/**
 * The extension `POST /gates/{id}/launch|disable|enable|archive|unarchive`. Resolves to `{ message, data }`; the
 * answered gate replaces the cached record, and gate lists and version listings (the history) are invalidated.
 * 409 (a newer version, or an archived gate) and 404/405 (a server without the action) reach the caller.
 */
export function gateLifecycleMutation() {
  return mutationOptions({
    mutationKey: [...gateQueries.all(), 'lifecycle'],
    mutationFn: async ({ id, action, expectedVersion }: GateLifecycleVariables, { client }) => {
      const body = expectedVersion === undefined ? {} : { expectedVersion };
      const result = await apiPost(apiPaths.gateLifecycle(id, action), body, GateSchema);
      // Here rather than in onSuccess, which a page spreading these options could override.
      client.setQueryData(gateQueries.detail(id).queryKey, result.data);
      return result;
    },
    meta: { invalidates: [gateQueries.lists(), gateQueries.versionLists()] },
  });
}

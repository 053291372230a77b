import { mutationOptions } from '@tanstack/react-query';
import type { GateUpdateBody } from '../../contract/gate';
import { gateQueries } from '../queries/gateQueries';
import { updateGateTolerantly } from './tolerantGateUpdate';

export interface UpdateGateVariables {
  id: string;
  body: GateUpdateBody;
}

/**
 * `POST /gates/{id}`. Resolves to `{ message, data }` (the message is the toast). The returned gate
 * replaces the cached record; gate lists and version listings are invalidated. 409 and 428 reach the caller as
 * ApiErrors; an upstream that refuses `expectedVersion` still gets the 409 check (see updateGateTolerantly). Add
 * page callbacks through `mutate(variables, { onSuccess })`.
 */
export function updateGateMutation() {
  return mutationOptions({
    mutationKey: [...gateQueries.all(), 'update'],
    mutationFn: async ({ id, body }: UpdateGateVariables, { client }) => {
      const result = await updateGateTolerantly(client, id, body);
      // Here rather than in onSuccess, which a page spreading these options could override.
      client.setQueryData(gateQueries.detail(id).queryKey, result.data);
      return result;
    },
    meta: { invalidates: [gateQueries.lists(), gateQueries.versionLists()] },
  });
}

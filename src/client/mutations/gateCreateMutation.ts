import { mutationOptions } from '@tanstack/react-query';
import { type GateCreateBody, GateSchema } from '../../contract/gate';
import { apiPaths } from '../../contract/paths';
import { apiPost } from '../apiRequest';
import { gateQueries } from '../queries/gateQueries';

/**
 * `POST /gates` (an extension: a 404 or 405 means the server does not create gates). Resolves to `{ message, data }`;
 * the created gate is cached under the id the server gave it, so its editor opens without another read, and gate
 * lists are invalidated. A taken id is 409.
 */
export function createGateMutation() {
  return mutationOptions({
    mutationKey: [...gateQueries.all(), 'create'],
    mutationFn: async (body: GateCreateBody, { client }) => {
      const result = await apiPost(apiPaths.gates(), body, GateSchema);
      // Here rather than in onSuccess, which a page spreading these options could override.
      const { queryKey } = gateQueries.detail(result.data.id);
      // An upstream may answer 201 with only the id and name (every stored gate has a version): the editor then reads
      // the whole record instead of editing a sparse one.
      if (result.data.version !== undefined) client.setQueryData(queryKey, result.data);
      else client.removeQueries({ queryKey, exact: true });
      return result;
    },
    meta: { invalidates: [gateQueries.lists()] },
  });
}

import { mutationOptions } from '@tanstack/react-query';
import { type AutotuneCreateBody, AutotuneSchema } from '../../contract/autotune';
import { apiPaths } from '../../contract/paths';
import { apiPost } from '../apiRequest';
import { autotuneQueries } from '../queries/autotuneQueries';

/**
 * `POST /autotunes`. Resolves to `{ message, data }`; the created autotune is cached under its id, so its
 * page opens without a search (unless the answer was sparse), and autotune lists are invalidated. A taken name is 409.
 */
export function createAutotuneMutation() {
  return mutationOptions({
    mutationKey: [...autotuneQueries.all(), 'create'],
    mutationFn: async (body: AutotuneCreateBody, { client }) => {
      const result = await apiPost(apiPaths.autotunes(), body, AutotuneSchema);
      // Here rather than in onSuccess, which a page spreading these options could override.
      const { queryKey } = autotuneQueries.detail(result.data.id);
      // An upstream may answer 201 with only the id and name (every autotune has variants): its page then reads the
      // whole record from the listing instead of showing the sparse one.
      if (result.data.variants.length > 0) client.setQueryData(queryKey, result.data);
      else client.removeQueries({ queryKey, exact: true });
      return result;
    },
    meta: { invalidates: [autotuneQueries.lists()] },
  });
}

/**
 * The extension `POST /autotunes/{id}/start`: the answer (with `isStarted` true) replaces the cached autotune. 409
 * means it was already started; 404 that the server lacks the extension (or the autotune).
 */
export function startAutotuneMutation(id: string) {
  return mutationOptions({
    mutationKey: [...autotuneQueries.all(), 'start', id],
    mutationFn: async (_: undefined, { client }) => {
      const result = await apiPost(apiPaths.autotuneStart(id), {}, AutotuneSchema);
      client.setQueryData(autotuneQueries.detail(id).queryKey, result.data);
      return result;
    },
    meta: { invalidates: [autotuneQueries.lists()] },
  });
}

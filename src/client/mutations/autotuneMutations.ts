import { mutationOptions } from '@tanstack/react-query';
import { type AutotuneCreateBody, AutotuneSchema } from '../../contract/autotune';
import { apiPaths } from '../../contract/paths';
import { apiPost } from '../http';
import { autotuneQueries } from '../queries/autotuneQueries';

/**
 * `POST /autotunes` (spec 4.5). Resolves to `{ message, data }`; the created autotune is cached under its id, so its
 * page opens without a search, and autotune lists are invalidated. A taken name is 409.
 */
export function createAutotuneMutation() {
  return mutationOptions({
    mutationKey: [...autotuneQueries.all(), 'create'],
    mutationFn: async (body: AutotuneCreateBody, { client }) => {
      const result = await apiPost(apiPaths.autotunes(), body, AutotuneSchema);
      // Here rather than in onSuccess, which a page spreading these options could override.
      client.setQueryData(autotuneQueries.detail(result.data.id).queryKey, result.data);
      return result;
    },
    meta: { invalidates: [autotuneQueries.lists()] },
  });
}

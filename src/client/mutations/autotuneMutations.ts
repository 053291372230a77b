import { mutationOptions } from '@tanstack/react-query';
import { type AutotuneCreateBody, AutotuneSchema } from '../../contract/autotune';
import { apiPaths } from '../../contract/paths';
import { apiPost } from '../http';
import { autotuneQueries } from '../queries/autotuneQueries';

/** `POST /autotunes` (spec 4.5). Resolves to `{ message, data }`; autotune lists are invalidated. A taken name is 409. */
export function createAutotuneMutation() {
  return mutationOptions({
    mutationKey: [...autotuneQueries.all(), 'create'],
    mutationFn: (body: AutotuneCreateBody) => apiPost(apiPaths.autotunes(), body, AutotuneSchema),
    meta: { invalidates: [autotuneQueries.lists()] },
  });
}

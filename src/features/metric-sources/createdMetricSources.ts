import { type StorageLike, storedValue } from '../../client/browserStorage';
import { type MetricSource, MetricSourceSchema } from '../../contract/metricSource';
import * as z from '../../contract/zod';

const CREATED_KEY = 'gatehouse.createdMetricSources';
const MAX_KEPT = 10;

// The API cannot read a metric source back, so the success view shows the record the create answered.
const CreatedSchema = z.array(z.object({ message: z.string(), record: MetricSourceSchema }));
export type CreatedMetricSource = z.infer<typeof CreatedSchema>[number];

const stored = (storage?: StorageLike) =>
  storedValue({ key: CREATED_KEY, schema: CreatedSchema, area: 'session', fallback: undefined, storage });

/** Sources created in this tab with the server's answer, newest first, for the success view (and its reload). */
export const createdMetricSources = {
  find: (name: string, storage?: StorageLike): CreatedMetricSource | undefined =>
    stored(storage)
      .read()
      ?.find((created) => created.record.name === name),
  remember: (message: string, record: MetricSource, storage?: StorageLike): void => {
    const previous = stored(storage).read() ?? [];
    const kept = previous.filter((created) => created.record.name !== record.name);
    stored(storage).write([{ message, record }, ...kept].slice(0, MAX_KEPT));
  },
};

import { type MetricSource, MetricSourceSchema } from '../../contract/metricSource';
import * as z from '../../contract/zod';
import { readSessionJson, type TabStorage, writeSessionJson } from './sessionJson';

const CREATED_KEY = 'gatehouse.createdMetricSources';
const MAX_KEPT = 10;

// The API cannot read a metric source back, so the success view shows the record the create answered.
const CreatedSchema = z.array(z.object({ message: z.string(), record: MetricSourceSchema }));
export type CreatedMetricSource = z.infer<typeof CreatedSchema>[number];

/** Sources created in this tab with the server's answer, newest first, for the success view (and its reload). */
export const createdMetricSources = {
  find: (name: string, storage?: TabStorage): CreatedMetricSource | undefined =>
    readSessionJson(CREATED_KEY, CreatedSchema, storage)?.find((created) => created.record.name === name),
  remember: (message: string, record: MetricSource, storage?: TabStorage): void => {
    const previous = readSessionJson(CREATED_KEY, CreatedSchema, storage) ?? [];
    const kept = previous.filter((created) => created.record.name !== record.name);
    writeSessionJson(CREATED_KEY, [{ message, record }, ...kept].slice(0, MAX_KEPT), storage);
  },
};

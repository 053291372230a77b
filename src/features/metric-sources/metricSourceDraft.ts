import { type StorageLike, storedValue } from '../../client/browserStorage';
import {
  emptyMetricSourceForm,
  MetricSourceFormValuesSchema,
  type MetricSourceFormValues,
} from './metricSourceFormSchema';

const stored = (storage?: StorageLike) =>
  storedValue({
    key: 'gatehouse.metricSourceDraft',
    schema: MetricSourceFormValuesSchema,
    area: 'session',
    fallback: undefined,
    storage,
  });

/** The form's draft is written on every change: it is small, and a crash within a pause would lose what was typed. */
export const METRIC_SOURCE_DRAFT_DELAY_MS = 0;

/** The draft of the new metric source form kept for this tab, so a reload loses nothing typed. */
export const metricSourceDraft = {
  read: (storage?: StorageLike): MetricSourceFormValues | undefined => stored(storage).read(),
  /** The saved draft when it holds anything typed; a draft of an untouched (or cleared) form restores nothing. */
  readFilled: (storage?: StorageLike): MetricSourceFormValues | undefined => {
    const draft = metricSourceDraft.read(storage);
    if (draft === undefined) return undefined;
    // Both through the schema, so their keys come in the same order.
    const empty = MetricSourceFormValuesSchema.parse(emptyMetricSourceForm());
    return JSON.stringify(draft) === JSON.stringify(empty) ? undefined : draft;
  },
  save: (values: MetricSourceFormValues, storage?: StorageLike): void => {
    stored(storage).write(values);
  },
  clear: (storage?: StorageLike): void => {
    stored(storage).remove();
  },
};

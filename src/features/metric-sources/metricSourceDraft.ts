import {
  emptyMetricSourceForm,
  MetricSourceFormValuesSchema,
  type MetricSourceFormValues,
} from './metricSourceFormSchema';
import { readSessionJson, removeSessionJson, type TabStorage, writeSessionJson } from './sessionJson';

const DRAFT_KEY = 'gatehouse.metricSourceDraft';

/** The draft of the new metric source form kept for this tab, so a reload loses nothing typed. */
export const metricSourceDraft = {
  read: (storage?: TabStorage): MetricSourceFormValues | undefined =>
    readSessionJson(DRAFT_KEY, MetricSourceFormValuesSchema, storage),
  /** The saved draft when it holds anything typed; a draft of an untouched (or cleared) form restores nothing. */
  readFilled: (storage?: TabStorage): MetricSourceFormValues | undefined => {
    const draft = metricSourceDraft.read(storage);
    if (draft === undefined) return undefined;
    // Both through the schema, so their keys come in the same order.
    const empty = MetricSourceFormValuesSchema.parse(emptyMetricSourceForm());
    return JSON.stringify(draft) === JSON.stringify(empty) ? undefined : draft;
  },
  save: (values: MetricSourceFormValues, storage?: TabStorage): void => {
    writeSessionJson(DRAFT_KEY, values, storage);
  },
  clear: (storage?: TabStorage): void => {
    removeSessionJson(DRAFT_KEY, storage);
  },
};

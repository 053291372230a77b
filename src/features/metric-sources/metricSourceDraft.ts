import { MetricSourceFormValuesSchema, type MetricSourceFormValues } from './metricSourceForm';
import { readSessionJson, removeSessionJson, type TabStorage, writeSessionJson } from './sessionJson';

const DRAFT_KEY = 'gatehouse.metricSourceDraft';

/** The draft of the new metric source form kept for this tab, so a reload loses nothing typed. */
export const metricSourceDraft = {
  read: (storage?: TabStorage): MetricSourceFormValues | undefined => readSessionJson(DRAFT_KEY, MetricSourceFormValuesSchema, storage),
  save: (values: MetricSourceFormValues, storage?: TabStorage): void => {
    writeSessionJson(DRAFT_KEY, values, storage);
  },
  clear: (storage?: TabStorage): void => {
    removeSessionJson(DRAFT_KEY, storage);
  },
};

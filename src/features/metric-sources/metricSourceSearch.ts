import { nonEmptyText, searchReader } from '../../ui/searchFields';

/**
 * The address of the page: `?created=<name>` shows the answer to that create instead of the form; `?copyOf=<name>`
 * starts the form as a copy of that source.
 */
export const MetricSourceSearchSchema = searchReader<{ created?: string | undefined; copyOf?: string | undefined }>({
  created: nonEmptyText,
  copyOf: nonEmptyText,
});

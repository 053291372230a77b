import { PageSearchSchema } from '../../contract/paging';
import * as z from '../../contract/zod';

export const EVENT_TABS = ['events', 'metrics'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** At most this many pages load together: 100 pages of the largest page size are 10,000 events. */
export const MAX_LOADED_PAGES = 100;

const optionalText = z.catch(z.optional(z.string()), undefined);

/**
 * Search params of an event name's page: the tab, the page and page size, how many pages from there are loaded
 * together, and the filters on the loaded events (user id, source, metadata text), so a link reproduces the view.
 */
export const EventSearchSchema = z.extend(PageSearchSchema, {
  tab: z.optional(z.catch(z.enum(EVENT_TABS), 'events')),
  pages: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_LOADED_PAGES))), undefined),
  user: optionalText,
  source: optionalText,
  meta: optionalText,
});

/** The filters of the events tab; an empty string filters nothing. */
export interface EventFilters {
  user: string;
  source: string;
  meta: string;
}

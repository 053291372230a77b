import { z } from 'zod';
import { PageSearchSchema } from '../../contract/paging';

export const EVENT_TABS = ['events', 'metrics'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** At most this many pages load together: 100 pages of the largest page size are 10,000 events. */
export const MAX_LOADED_PAGES = 100;

const optionalText = z.string().optional().catch(undefined);

/**
 * Search params of an event name's page: the tab, the page and page size, how many pages from there are loaded
 * together, and the filters on the loaded events (user id, source, metadata text), so a link reproduces the view.
 */
export const EventSearchSchema = PageSearchSchema.extend({
  tab: z.enum(EVENT_TABS).catch('events').optional(),
  pages: z.coerce.number().int().min(1).max(MAX_LOADED_PAGES).optional().catch(undefined),
  user: optionalText,
  source: optionalText,
  meta: optionalText,
});
export type EventSearch = z.infer<typeof EventSearchSchema>;

/** The filters of the events tab; an empty string filters nothing. */
export interface EventFilters {
  user: string;
  source: string;
  meta: string;
}

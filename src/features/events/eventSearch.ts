import { type PageSearch, pageSearchFields } from '../../ui/pageSearch';
import { oneOf, orElse, searchReader, text, wholeNumber } from '../../ui/searchFields';

export const EVENT_TABS = ['events', 'metrics'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** At most this many pages load together: 100 pages of the largest page size are 10,000 events. */
export const MAX_LOADED_PAGES = 100;

interface EventSearch extends PageSearch {
  tab?: EventTab | undefined;
  pages?: number | undefined;
  user?: string | undefined;
  source?: string | undefined;
  meta?: string | undefined;
}

/**
 * Search params of an event name's page: the tab, the page and page size, how many pages from there are loaded
 * together, and the filters on the loaded events (user id, source, metadata text), so a link reproduces the view.
 * An unknown tab opens the events tab.
 */
export const EventSearchSchema = searchReader<EventSearch>({
  ...pageSearchFields,
  tab: orElse(oneOf(EVENT_TABS), 'events'),
  pages: wholeNumber(1, MAX_LOADED_PAGES),
  user: text,
  source: text,
  meta: text,
});

/** The filters of the events tab; an empty string filters nothing. */
export interface EventFilters {
  user: string;
  source: string;
  meta: string;
}

import { z } from 'zod';
import { PageSearchSchema } from '../../contract/paging';

export const EVENT_TABS = ['events', 'metrics'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** Search params of an event name's page: the tab (recorded events or metrics) and the page of its list. */
export const EventSearchSchema = PageSearchSchema.extend({
  tab: z.enum(EVENT_TABS).catch('events').optional(),
});
export type EventSearch = z.infer<typeof EventSearchSchema>;

import type { Hono } from 'hono';
import { API_BASE_PATH } from '../../../contract/paths';
import { listAllEvents, listEventNames, listEventsByName } from '../../store/eventStore';
import { listMetricsForEvent } from '../../store/metricStore';
import { allowOnly } from '../allowOnly';
import type { ApiDeps } from '../apiDeps';
import { pagedJson, readPaging, windowOf } from '../paging';

const EVENTS = `${API_BASE_PATH}/events`;
const EVENTS_BY_NAME = `${API_BASE_PATH}/events/:eventName`;
const EVENT_METRICS = `${API_BASE_PATH}/events/:eventName/metrics`;
const EVENT_NAMES = `${API_BASE_PATH}/event_names`;

/** Events by name and their metrics, plus the all-events and event-name extensions. */
export function registerEventRoutes(app: Hono, { db }: ApiDeps): void {
  app.get(EVENTS, (c) => {
    const paging = readPaging(c);
    return pagedJson(c, 'Events listed successfully', paging, listAllEvents(db, windowOf(paging)));
  });
  allowOnly(app, EVENTS, ['GET']);

  // An event name with no events is an empty list, not a 404: events may simply not have arrived yet.
  app.get(EVENTS_BY_NAME, (c) => {
    const paging = readPaging(c);
    const page = listEventsByName(db, c.req.param('eventName'), windowOf(paging));
    return pagedJson(c, 'Events listed successfully', paging, page);
  });
  allowOnly(app, EVENTS_BY_NAME, ['GET']);

  app.get(EVENT_METRICS, (c) => {
    const paging = readPaging(c);
    const page = listMetricsForEvent(db, c.req.param('eventName'), windowOf(paging));
    return pagedJson(c, 'Metrics listed successfully', paging, page);
  });
  allowOnly(app, EVENT_METRICS, ['GET']);

  app.get(EVENT_NAMES, (c) => {
    const paging = readPaging(c);
    return pagedJson(c, 'Event names listed successfully', paging, listEventNames(db, windowOf(paging)));
  });
  allowOnly(app, EVENT_NAMES, ['GET']);
}

import { addressParam } from '../../client/addressParam';
import { startEarlyGet } from '../../client/earlyGet';
import { apiPaths } from '../../contract/paths';
import { pageRequest } from '../../ui/pageRequest';
import { EventSearchSchema } from './eventSearch';

const EVENT_PAGE = /^\/events\/([^/]+)\/?$/;

/**
 * Starts the first page of an event name's events before the app's code has loaded: the same URL the route's loader
 * asks for, which the fetch client then takes over. Without it the request waits for the shell to run and the
 * route's chunk (which holds the loader) to arrive. The metrics tab asks for something else, so nothing is started.
 * Returns whether a request was started.
 */
export function startEventPageRequest(search: Record<string, unknown>): boolean {
  const eventName = addressParam(EVENT_PAGE);
  if (eventName === undefined) return false;
  const read = EventSearchSchema.parse(search);
  if (read.tab === 'metrics') return false;
  const { page, limit } = pageRequest(read);
  return startEarlyGet(apiPaths.eventsByName(eventName), { page, limit });
}

import type { EventRecord } from '../../contract/event';
import type { EventFilters } from './eventSearch';
import { metadataPreview } from './metadataPreview';
import { boundedJson } from '../../ui/boundedJson';

const folded = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The loaded events that match every filter: user id contains the text, source equals the chosen one, and the
 * metadata (as key=value text or JSON) contains the text; all ignore case.
 */
export function filterEvents(events: readonly EventRecord[], filters: EventFilters): readonly EventRecord[] {
  const user = folded(filters.user);
  const source = filters.source.trim();
  const meta = folded(filters.meta);
  if (user === '' && source === '' && meta === '') return events;
  return events.filter((event) => {
    if (user !== '' && !folded(event.userID ?? '').includes(user)) return false;
    if (source !== '' && (event.source ?? '') !== source) return false;
    if (meta !== '') {
      const text = `${metadataPreview(event.metadata, Number.POSITIVE_INFINITY)}\n${boundedJson(event.metadata)}`;
      if (!folded(text).includes(meta)) return false;
    }
    return true;
  });
}

/**
 * Case folded first, then as written. Not `localeCompare`: the options are made in the render that paints the first
 * rows, and a cold page's first collation loads ICU's data (7–10 ms in Chromium here).
 */
function bySourceName(a: string, b: string): number {
  const [foldedA, foldedB] = [a.toLowerCase(), b.toLowerCase()];
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The distinct sources of the loaded events, sorted, for the source filter's options. */
export function eventSources(events: readonly EventRecord[]): string[] {
  const sources = new Set<string>();
  for (const event of events) if (event.source !== undefined && event.source !== '') sources.add(event.source);
  return [...sources].sort(bySourceName);
}

import { lazy, Suspense, useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/AnchorLink';
import { PlainSkeleton } from '../../ui/PlainSkeleton';
import { readingState } from '../../ui/readingState';
import { WhenIdle } from '../../ui/WhenIdle';
import { EventFilterBar } from './EventFilterBar';
import { EventHistogram } from './EventHistogram';
import { EventRowsTable } from './EventRowsTable';
import type { EventFilters } from './eventSearch';
import { eventSources, filterEvents } from './filterEvents';
import { useEventPages } from './useEventPages';
import { countText } from '../../ui/countText';

interface EventsTabProps {
  eventName: string;
  page: number;
  limit: number;
  pages: number;
  filters: EventFilters;
}

// The pager sits below the table's box, out of the first screen: its code (the page-size select, the buttons) loads
// once the rows have painted and the browser is idle, in a space of its height, so nothing moves when it arrives.
const EventsPager = lazy(() => import('./EventsPager').then((module) => ({ default: module.EventsPager })));
const PAGER_SPACE = (
  <div style={{ marginTop: 'var(--mantine-spacing-sm)', height: 'var(--input-height-xs)' }} aria-hidden />
);

// The route's loader waits for the first page, so the rows are there from the tab's first render: the views of the
// other states (the error with Retry, the loading skeleton) load only when one is drawn.
const ReadingStates = lazy(() =>
  import('../../ui/ReadingStates').then((module) => ({ default: module.ReadingStates })),
);

const LOADING = (
  <Stack gap="xs">
    <Text size="sm">Loading events…</Text>
    <PlainSkeleton height={240} />
  </Stack>
);

/** The recorded events of a name: filters, a histogram and a virtualized table of the loaded pages. */
export function EventsTab({ eventName, page, limit, pages, filters }: EventsTabProps) {
  const navigate = useNavigate();
  const { loaded, reader } = useEventPages(eventName, page, limit, pages);
  const records = useMemo(() => loaded.events.map((item) => item.event), [loaded.events]);
  const shown = useMemo(() => {
    const matching = new Set(filterEvents(records, filters));
    return loaded.events.filter((item) => matching.has(item.event));
  }, [loaded.events, records, filters]);
  const shownRecords = useMemo(() => shown.map((item) => item.event), [shown]);
  const sources = useMemo(() => eventSources(records), [records]);

  // A page that has answered wins over a later page's failure, which is a background refresh.
  const state = readingState({ data: loaded.loadedPages > 0 ? loaded : undefined, error: loaded.error });
  const filtering = shown.length !== loaded.events.length;
  if (state.kind !== 'ready') {
    return (
      <>
        {reader}
        <Suspense fallback={LOADING}>
          <ReadingStates
            read={{ state, retry: loaded.refetch }}
            errorTitle="Could not load these events"
            loading={LOADING}
          >
            {null}
          </ReadingStates>
        </Suspense>
      </>
    );
  }
  return (
    <>
      {reader}
      {loaded.events.length === 0 && page === 1 ? (
        <Text py="md">{`No events named “${eventName}” have been recorded yet. Check the name's spelling and case, or send one and reload.`}</Text>
      ) : (
        <Stack gap={0}>
          <EventFilterBar
            filters={filters}
            sources={sources}
            onChange={(next) => {
              // Replace, not push: each keystroke is not a step the Back button should revisit.
              void navigate({
                to: '.',
                search: (previous) => ({
                  ...previous,
                  user: next.user || undefined,
                  source: next.source || undefined,
                  meta: next.meta || undefined,
                }),
                replace: true,
              });
            }}
          />
          <Text size="sm" mb="sm" aria-live="polite">
            {loaded.isPending
              ? `Loaded ${countText(loaded.loadedPages)} of ${countText(pages)} pages…`
              : filtering
                ? `${countText(shown.length)} of ${countText(loaded.events.length)} loaded events match the filters.`
                : `${countText(loaded.events.length)} events loaded.`}
          </Text>
          <EventHistogram events={shownRecords} />
          {loaded.events.length === 0 ? (
            <Text py="md">
              No events on this page.{' '}
              <AnchorLink to="." search={(previous) => ({ ...previous, page: 1, pages: undefined })}>
                Go to the first page
              </AnchorLink>
            </Text>
          ) : shown.length === 0 ? (
            <Text py="md">No loaded event matches the filters.</Text>
          ) : (
            <EventRowsTable
              key={`${String(page)}:${String(limit)}`}
              caption={`Events named ${eventName}`}
              events={shown}
            />
          )}
          <WhenIdle placeholder={PAGER_SPACE}>
            <EventsPager
              page={page}
              pages={pages}
              limit={limit}
              loadedCount={loaded.events.length}
              lastPagination={loaded.lastPagination}
              loading={loaded.isPending && loaded.loadedPages > 0}
              onStartChange={(start) => {
                void navigate({ to: '.', search: (previous) => ({ ...previous, page: start }) });
              }}
              onLimitChange={(next) => {
                void navigate({
                  to: '.',
                  search: (previous) => ({ ...previous, page: 1, pages: undefined, limit: next }),
                });
              }}
              onLoadMore={() => {
                void navigate({
                  to: '.',
                  search: (previous) => ({ ...previous, pages: pages + 1 }),
                  replace: true,
                });
              }}
            />
          </WhenIdle>
        </Stack>
      )}
    </>
  );
}

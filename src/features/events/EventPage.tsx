import { lazy, Suspense, useEffect } from 'react';
import { Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/AnchorLink';
import { PlainSkeleton } from '../../ui/PlainSkeleton';
import type { EventFilters, EventTab } from './eventSearch';
import { EventsTab } from './EventsTab';
import { PlainTabs } from './PlainTabs';
import { recentEventNames } from '../../client/recentLists';
import { loadOnce } from '../../ui/loadOnce';
import { useFetchedWhenIdle } from '../../ui/useFetchedWhenIdle';
import { whenIdle } from '../../ui/whenIdle';

interface EventPageProps {
  eventName: string;
  tab: EventTab;
  page: number;
  limit: number;
  pages: number;
  filters: EventFilters;
}

// The metrics tab is a paged table of its own with the metrics' schemas: its code loads once the events have
// painted and the browser is idle (or when the tab is opened first), so a click on the tab waits on data only.
const metricsTab = loadOnce(() => import('./MetricsTab'));
const MetricsTab = lazy(() => metricsTab.load().then((module) => ({ default: module.MetricsTab })));

const TABS: { value: EventTab; label: string }[] = [
  { value: 'events', label: 'Events' },
  { value: 'metrics', label: 'Metrics' },
];

/** An event name's page: its recorded events and the metrics built on it, as two tabs kept in the URL. */
export function EventPage({ eventName, tab, page, limit, pages, filters }: EventPageProps) {
  const navigate = useNavigate();

  // A name opened by link or typed URL is as worth offering again as one picked in the picker. Writing storage can
  // wait until the browser is idle (it was a visible part of the task that paints the first rows), or the page is left.
  useEffect(() => {
    let remembered = false;
    const remember = () => {
      if (remembered) return;
      remembered = true;
      recentEventNames.remember(eventName);
    };
    const cancel = whenIdle(remember, 2000);
    return () => {
      cancel();
      remember();
    };
  }, [eventName]);
  useFetchedWhenIdle(metricsTab);

  return (
    <>
      {/* The header (the name and a sentence) is the layout's, painted with the shell: see ui/ListPageHeader. */}
      <Group mb="md">
        <AnchorLink to="/events">Back to events</AnchorLink>
      </Group>
      <PlainTabs
        tabs={TABS}
        value={tab}
        onChange={(value) => {
          // Each tab's list starts at its first page; the events filters stay for the way back.
          void navigate({
            to: '.',
            search: (previous) => ({ ...previous, tab: value, page: undefined, pages: undefined }),
          });
        }}
      >
        {tab === 'events' ? (
          <EventsTab eventName={eventName} page={page} limit={limit} pages={pages} filters={filters} />
        ) : (
          <Suspense fallback={<PlainSkeleton height={240} />}>
            <MetricsTab eventName={eventName} page={page} limit={limit} />
          </Suspense>
        )}
      </PlainTabs>
    </>
  );
}

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PagerControls } from '../../ui/PagerControls';
import type { EventsWindowView } from './eventsWindow';

interface EventsPagerProps {
  view: EventsWindowView;
  limit: number;
  loading: boolean;
  onStartChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onLoadMore: () => void;
}

/** Previous/next run of pages, page size, and "Load more events", which adds the following page to those shown. */
export function EventsPager({ view, limit, loading, onStartChange, onLimitChange, onLoadMore }: EventsPagerProps) {
  return (
    <PagerControls
      summary={view.summary}
      limit={limit}
      hasPrevious={view.hasPrevious}
      hasNext={view.hasNext}
      onPrevious={() => {
        onStartChange(view.previousStart);
      }}
      onNext={() => {
        onStartChange(view.nextStart);
      }}
      onLimitChange={onLimitChange}
      extra={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!view.canLoadMore}
          loading={loading}
          onClick={onLoadMore}
        >
          Load more events
        </Button>
      }
    />
  );
}

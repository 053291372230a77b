import { IconPlus } from '@tabler/icons-react';
import { PagerControls } from '../../ui/PagerControls';
import { PlainButton } from '../../ui/PlainButton';
import type { Pagination } from '../../contract/envelope';
import { describeEventsWindow } from './eventsWindow';

interface EventsPagerProps {
  page: number;
  pages: number;
  limit: number;
  /** Events loaded from the run of pages, and the pagination of the last page that has answered. */
  loadedCount: number;
  lastPagination: Pagination | undefined;
  loading: boolean;
  onStartChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onLoadMore: () => void;
}

/** Previous/next run of pages, page size, and "Load more events", which adds the following page to those shown. */
export function EventsPager({
  page,
  pages,
  limit,
  loadedCount,
  lastPagination,
  loading,
  onStartChange,
  onLimitChange,
  onLoadMore,
}: EventsPagerProps) {
  const view = describeEventsWindow(page, pages, limit, loadedCount, lastPagination);
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
        <PlainButton
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!view.canLoadMore}
          loading={loading}
          onClick={onLoadMore}
        >
          Load more events
        </PlainButton>
      }
    />
  );
}

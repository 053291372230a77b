import type { Pagination } from '../contract/envelope';
import { describePager } from './pagerMath';
import { PagerControls } from './PagerControls';

interface PagerProps {
  page: number;
  limit: number;
  pagination: Pagination | undefined;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/** "Page X of Y · N items", Previous/Next and the page size of a paged list. */
export function Pager({ page, limit, pagination, onPageChange, onLimitChange }: PagerProps) {
  const view = describePager(page, limit, pagination);
  return (
    <PagerControls
      summary={view.summary}
      limit={limit}
      hasPrevious={view.hasPrevious}
      hasNext={view.hasNext}
      onPrevious={() => {
        onPageChange(view.previousPage);
      }}
      onNext={() => {
        onPageChange(view.page + 1);
      }}
      onLimitChange={onLimitChange}
    />
  );
}

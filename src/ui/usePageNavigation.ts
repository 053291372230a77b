import { useNavigate } from '@tanstack/react-router';

/** Page and page-size changes of a paged view, written to the URL so a link reproduces the view. */
export function usePageNavigation() {
  const navigate = useNavigate();
  return {
    onPageChange: (page: number) => {
      void navigate({ to: '.', search: (previous) => ({ ...previous, page }) });
    },
    // A new page size starts again at page 1: the old page number may not exist any more.
    onLimitChange: (limit: number) => {
      void navigate({ to: '.', search: (previous) => ({ ...previous, page: 1, limit }) });
    },
  };
}

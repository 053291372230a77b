import { useNavigate } from '@tanstack/react-router';

/** A filter's value in the address: one text, a list (its key repeated), or absent. */
export type UrlFilterValue = string | readonly string[] | undefined;
export type UrlFilterChange = Record<string, UrlFilterValue>;

/**
 * Writes filter changes into the current page's address. A new view starts on page 1 (the old page may not exist
 * in it), and replaces the entry: each filter change is not a step the Back button should revisit. An empty list
 * or text is written as absent, so a cleared filter leaves no `?key=` behind.
 */
export function useUrlFilters(): (change: UrlFilterChange) => void {
  const navigate = useNavigate();
  return (change) => {
    const written = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [key, value === '' || value?.length === 0 ? undefined : value]),
    );
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...written, page: undefined }), replace: true });
  };
}

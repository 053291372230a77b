import { useNavigate } from '@tanstack/react-router';

/** A filter's value in the address: one text, a list (its key repeated), or absent. */
export type UrlFilterValue = string | readonly string[] | undefined;
/**
 * A filter's new value, or how to derive it from the address's latest value: while a new view loads, the page still
 * shows the values before the last change, and the address is ahead of it.
 */
export type UrlFilterUpdate = UrlFilterValue | ((latest: unknown) => UrlFilterValue);
export type UrlFilterChange = Record<string, UrlFilterUpdate>;

/**
 * Writes filter changes into the current page's address. A new view starts on page 1 (the old page may not exist
 * in it), and replaces the entry: each filter change is not a step the Back button should revisit. An empty list
 * or text is written as absent, so a cleared filter leaves no `?key=` behind.
 */
export function useUrlFilters(): (change: UrlFilterChange) => void {
  const navigate = useNavigate();
  return (change) => {
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const written = Object.fromEntries(
          Object.entries(change).map(([key, update]) => {
            const value = typeof update === 'function' ? update(previous[key]) : update;
            return [key, value === '' || value?.length === 0 ? undefined : value];
          }),
        );
        return { ...previous, ...written, page: undefined };
      },
      replace: true,
    });
  };
}

import { useRouterState } from '@tanstack/react-router';
import { listPageHeader, type PageHeader } from './listPageHeaders';
import { PageTitle } from './PageTitle';

/** The header of the list page on screen (its route pending or shown); undefined elsewhere or on an error view. */
export function useListPageHeader(): PageHeader | undefined {
  return useRouterState({
    // A record page's header is made from its params on each read: kept the same object while its text is.
    structuralSharing: true,
    select: (state) => {
      const leaf = state.matches.at(-1);
      // An error or not-found view brings its own heading.
      return leaf && leaf.status !== 'error' && leaf.status !== 'notFound'
        ? listPageHeader(leaf.routeId, leaf.params)
        : undefined;
    },
  });
}

/**
 * A list page's header, rendered by the app's layout above the page rather than by the page: the same element then
 * stays from the shell's first frame (while the page's script and rows load) to the page itself. Chromium drops a
 * largest-paint candidate whose element is removed before that frame is reported, so a header the page replaced
 * counted only when the rows painted.
 */
export function ListPageHeader() {
  const header = useListPageHeader();
  return header ? <PageTitle title={header.title} description={header.description} /> : null;
}

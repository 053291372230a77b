import { useMatches } from '@tanstack/react-router';
import { listPageHeader } from './listPageHeaders';
import { PageTitle } from './PageTitle';

/**
 * A list page's header, rendered by the app's layout above the page rather than by the page: the same element then
 * stays from the shell's first frame (while the page's script and rows load) to the page itself. Chromium drops a
 * largest-paint candidate whose element is removed before that frame is reported, so a header the page replaced
 * counted only when the rows painted. An error view brings its own heading instead.
 */
export function ListPageHeader() {
  const leaf = useMatches({
    select: (matches) => {
      const match = matches.at(-1);
      return match && { routeId: match.routeId, failed: match.status === 'error' || match.status === 'notFound' };
    },
  });
  const header = leaf && !leaf.failed ? listPageHeader(leaf.routeId) : undefined;
  return header ? <PageTitle title={header.title} description={header.description} /> : null;
}

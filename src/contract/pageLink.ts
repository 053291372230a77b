// Apart from envelope.ts and its zod schemas: the pager and the page walker read links in a page's first view.

/**
 * The page number a `nextPage`/`previousPage` link points to. Links may be full paths
 * (`/console/v1/layers?page=3&limit=20`) or only a query (`?page=3`); null when absent or without a page.
 */
export function parsePageLink(link: string | null | undefined): number | null {
  if (!link) return null;
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1) : link;
  const page = new URLSearchParams(query).get('page');
  if (page === null || !/^\d+$/.test(page)) return null;
  const value = Number(page);
  return value >= 1 ? value : null;
}

/**
 * The element that carries a server-rendered page's data (React Query's cache after the page's loaders ran), as
 * JSON in a `<script type="application/json">` right after `#root`: written by src/server/http/firstViews.ts, read
 * once by src/servedFirstView.ts.
 */
export const FIRST_VIEW_DATA_ID = 'gatehouse-first-view';

/** What the server asks its render of a page's first view for (src/ssr/renderFirstView.tsx). */
export interface FirstViewRequest {
  /** The page's address: path and search, as the browser asked for it. */
  url: string;
  /** The server's own API, answered in-process, and the key it takes. */
  api: (request: Request) => Response | Promise<Response>;
  apiKey: string;
  /** The browser's zone: every time on the page is written in it. */
  timeZone: string;
}

/** A page's first view as the server rendered it. */
export interface FirstView {
  html: string;
  /** React Query's cache after the page's loaders ran, for the browser to start from. */
  data: unknown;
}

/**
 * The element that carries a server-rendered page's data (React Query's cache after the page's loaders ran), as
 * JSON in a `<script type="application/json">` right after `#root`: written by src/server/http/firstViews.ts, read
 * once by src/servedFirstView.ts.
 */
export const FIRST_VIEW_DATA_ID = 'gatehouse-first-view';

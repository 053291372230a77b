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

/**
 * The cookie in which the browser lists the gates it keeps an unsaved draft of (src/features/gates/save/gateDraft.ts):
 * the server leaves their pages to the browser, which paints the draft where the server would paint the saved gate.
 * Ids percent-encoded, joined by `|`.
 */
export const GATE_DRAFTS_COOKIE = 'gatehouse-gate-drafts';

/** The gate ids a drafts cookie's value lists; none for a value it cannot read. */
export function gatesWithDrafts(value: string | undefined): Set<string> {
  const ids = new Set<string>();
  for (const part of (value ?? '').split('|')) {
    if (part === '') continue;
    try {
      ids.add(decodeURIComponent(part));
    } catch {
      // A part that is not percent-encoding names no gate.
    }
  }
  return ids;
}

/** The drafts cookie's value for `ids`. */
export function gateDraftsValue(ids: Iterable<string>): string {
  return [...ids].map((id) => encodeURIComponent(id)).join('|');
}

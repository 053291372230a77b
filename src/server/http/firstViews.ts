import { stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parse } from 'hono/utils/cookie';
import {
  FIRST_VIEW_DATA_ID,
  type FirstView,
  type FirstViewRequest,
  GATE_DRAFTS_COOKIE,
  gatesWithDrafts,
} from '../../contract/firstView';
import { type PageSessions, SESSION_COOKIE } from './pageSessions';
import { buildManifestReader, wholeViewStyles, withWholeViewStyles } from './wholeViewFiles';

/** Where `npm run build` puts the server's render of first views, inside the built app (never served: staticApp.ts). */
export const FIRST_VIEW_BUNDLE = path.join('.server', 'renderFirstView.js');

/** A page request as a rendered page's checks read it. */
interface PageRequest {
  /** The match of the page's address pattern on the request's path. */
  address: RegExpExecArray;
  search: URLSearchParams;
  cookies: Record<string, string>;
}

interface RenderedPage {
  address: RegExp;
  /** Whether this request's page is left to the browser: another part of it, or what only the browser knows. */
  leftToBrowser?: (request: PageRequest) => boolean;
  /**
   * What the page's whole view loads beyond its route chunk, as source modules (the browser build's manifest names
   * their files): the server's view shows it, so its page links their stylesheets.
   */
  wholeViewCode: readonly string[];
}

// The pages the server renders, record pages whose largest paint is written from their data: an event name's events
// (the histogram's caption; its metrics tab loads its own code and is left to the browser), and a gate's page (its
// description), rendered whole with its editor and facts (src/features/gates/page/gatePageCode.ts).
export const RENDERED_PAGES: readonly RenderedPage[] = [
  {
    address: /^\/events\/[^/]+\/?$/,
    wholeViewCode: [],
    leftToBrowser: ({ search }) => search.get('tab') === 'metrics',
  },
  {
    address: /^\/gates\/([^/]+)\/?$/,
    wholeViewCode: ['src/features/gates/page/editorModule.ts', 'src/features/gates/page/GateFacts.tsx'],
    // A gate this browser keeps a draft of: the browser paints the draft first, where the server would paint the
    // saved gate and the draft would then move the lines below.
    leftToBrowser: ({ address: [, id = ''], cookies }) =>
      gatesWithDrafts(cookies[GATE_DRAFTS_COOKIE]).has(decodedSegment(id)),
  },
];

/** The rendered page whose address `pathname` is, with the match. */
function renderedPageAt(pathname: string): [RenderedPage, RegExpExecArray] | undefined {
  for (const page of RENDERED_PAGES) {
    const address = page.address.exec(pathname);
    if (address !== null) return [page, address];
  }
  return undefined;
}

/** A path segment as its text: the browser's percent-encoding need not be encodeURIComponent's. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// A render slower than this is given up: the browser renders the page as it would without a session.
const RENDER_TIMEOUT_MS = 1_000;

type Render = (request: FirstViewRequest) => Promise<FirstView | undefined>;

export interface FirstViewOptions {
  sessions: PageSessions;
  /** The embedded API, which the render reads in-process as a client would, with its key. */
  api: (request: Request) => Response | Promise<Response>;
  apiKey: string;
  log: (line: string) => void;
}

/** A first view as the server serves it: the render, and the stylesheets it needs beyond the shell's. */
export interface ServedFirstView extends FirstView {
  styles: readonly string[];
}

/** A page's HTML with the server's render of its first view, the data it was rendered from and its styles. */
export function withFirstView(page: string, view: ServedFirstView): string | undefined {
  const root = '<div id="root"></div>';
  if (!page.includes(root)) return undefined;
  // JSON in a script element: `<` escaped so no text in the data can close the element; U+2028/9 for old parsers.
  const data = JSON.stringify(view.data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // Inert until the app has replaced it (src/servedFirstView.tsx): its buttons and links would not answer yet.
  const served = `<div id="root" inert>${view.html}</div>`;
  return withWholeViewStyles(page, view.styles).replace(
    root,
    () => `${served}<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${data}</script>`,
  );
}

/**
 * Renders the first view of a page request that carries a live page session, for a page the server renders; undefined
 * for any other request, or when the render fails or is too slow (the page then renders in the browser).
 */
export function firstViewRenderer(options: FirstViewOptions) {
  const bundles = new Map<string, { version: number; render: Promise<Render> }>();

  const renderIn = async (distDir: string): Promise<Render | undefined> => {
    const file = path.join(distDir, FIRST_VIEW_BUNDLE);
    const version = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (version === undefined) return undefined;
    let bundle = bundles.get(distDir);
    if (bundle?.version !== version) {
      // The version in the URL: a rebuild under a running server loads the new render.
      const loading = import(`${pathToFileURL(file).href}?v=${String(version)}`) as Promise<{
        renderFirstView: Render;
      }>;
      bundle = { version, render: loading.then((module) => module.renderFirstView) };
      bundles.set(distDir, bundle);
    }
    return bundle.render;
  };

  const readManifest = buildManifestReader();

  const firstView = async (request: Request, distDir: string): Promise<ServedFirstView | undefined> => {
    const url = new URL(request.url);
    const [page, address] = renderedPageAt(url.pathname) ?? [];
    if (page === undefined || address === undefined) return undefined;
    const cookies = parse(request.headers.get('cookie') ?? '');
    const session = options.sessions.find(cookies[SESSION_COOKIE]);
    if (session === undefined || page.leftToBrowser?.({ address, search: url.searchParams, cookies }) === true) {
      return undefined;
    }
    try {
      // The render's code is loaded within the same second: a page asked for while it loads is served as built.
      const rendering = renderIn(distDir).then((render) =>
        render?.({
          url: url.pathname + url.search,
          api: options.api,
          apiKey: options.apiKey,
          timeZone: session.timeZone,
        }),
      );
      const giveUp = new AbortController();
      const late = delay(RENDER_TIMEOUT_MS, undefined, { signal: giveUp.signal }).catch(() => undefined);
      const view = await Promise.race([rendering, late]).finally(() => {
        giveUp.abort();
      });
      if (view === undefined) return undefined;
      return { ...view, styles: wholeViewStyles(await readManifest(distDir), page.wholeViewCode) };
    } catch (error) {
      options.log(`A page's first view could not be rendered on the server: ${String(error)}`);
      return undefined;
    }
  };
  // Loading the render's code took about a second on this machine: done at start, not on a visitor's first page.
  const warm = (distDir: string): Promise<void> =>
    renderIn(distDir).then(
      () => undefined,
      (error: unknown) => {
        options.log(`The server's render of first views could not be loaded: ${String(error)}`);
      },
    );
  return Object.assign(firstView, { warm });
}

/** What firstViewRenderer returns: the first view of a page request, if the server renders one. */
export type FirstViewSource = ReturnType<typeof firstViewRenderer>;

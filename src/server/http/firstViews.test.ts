import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ID, GATE_DRAFTS_COOKIE, gateDraftsValue } from '../../contract/firstView';
import { FIRST_VIEW_BUNDLE, firstViewRenderer, RENDERED_PAGES, withFirstView } from './firstViews';
import { PageSessions, SESSION_COOKIE } from './pageSessions';
import { serveStaticApp } from './staticApp';
import { BUILD_MANIFEST } from './wholeViewFiles';

const PAGE =
  '<!doctype html><head><title>Gatehouse</title><script type="module" src="/assets/a.js"></script></head>' +
  '<div id="root"></div>';

describe('withFirstView', () => {
  it('puts the rendered view into #root and its data, escaped, in a JSON script after it', () => {
    const html = withFirstView(PAGE, {
      html: '<main>page/view</main>',
      data: { queries: [{ text: '</script><script>alert(1)</script>\u2028' }] },
      styles: [],
    });
    expect(html).toContain('<div id="root" inert><main>page/view</main></div>');
    const data = new RegExp(`<script type="application/json" id="${FIRST_VIEW_DATA_ID}">(.*?)</script>`).exec(
      html ?? '',
    )?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data ?? '')).toEqual({ queries: [{ text: '</script><script>alert(1)</script>\u2028' }] });
  });

  it('leaves a page without an empty #root alone', () => {
    expect(withFirstView('<div id="app"></div>', { html: 'x', data: {}, styles: [] })).toBeUndefined();
  });

  it('links in its head the stylesheets the view needs that the page does not link yet', () => {
    const html = withFirstView(PAGE, { html: '<form>editor</form>', data: {}, styles: ['assets/editor.css'] });
    expect(html?.split('</head>')[0]).toContain('<link rel="stylesheet" crossorigin href="/assets/editor.css">');
  });
});

/** A built app whose server render writes the address and zone it was asked for, after `delayMs`. */
function builtApp(delayMs = 0, loadMs = 0): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gatehouse-first-views-'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  mkdirSync(path.join(dist, path.dirname(FIRST_VIEW_BUNDLE)));
  writeFileSync(
    path.join(dist, FIRST_VIEW_BUNDLE),
    `await new Promise((resolve) => setTimeout(resolve, ${String(loadMs)}));
    export async function renderFirstView(request) {
      await new Promise((resolve) => setTimeout(resolve, ${String(delayMs)}));
      return { html: '<p>' + request.url + ' in ' + request.timeZone + '</p>', data: { queries: [], mutations: [] } };
    }`,
  );
  mkdirSync(path.join(dist, path.dirname(BUILD_MANIFEST)));
  writeFileSync(
    path.join(dist, BUILD_MANIFEST),
    JSON.stringify({
      'src/features/gates/page/editorModule.ts': { file: 'assets/editorModule-1.js', imports: ['_tooltip.js'] },
      'src/features/gates/page/GateFacts.tsx': { file: 'assets/GateFacts-1.js' },
      '_tooltip.js': { file: 'assets/tooltip.js', css: ['assets/tooltip-1.css'] },
    }),
  );
  return dist;
}

function setUp(delayMs = 0, loadMs = 0) {
  const sessions = new PageSessions();
  const logged: string[] = [];
  const firstView = firstViewRenderer({
    sessions,
    api: () => new Response(null, { status: 404 }),
    apiKey: 'k',
    log: (line) => logged.push(line),
  });
  const dist = builtApp(delayMs, loadMs);
  const get = (pathname: string, cookie?: string) =>
    serveStaticApp(
      new Request(`http://localhost${pathname}`, {
        headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) },
      }),
      dist,
      firstView,
    );
  return { sessions, get, logged, warm: () => firstView.warm(dist) };
}

describe('serveStaticApp with first views', () => {
  it('renders an event name’s page for a live session, in its zone, never to be stored', async () => {
    const { sessions, get } = setUp();
    const token = sessions.open('Asia/Tokyo');
    const response = await get('/events/page%2Fview', `${SESSION_COOKIE}=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Vary')).toMatch(/Cookie/);
    expect(await response.text()).toContain('<div id="root" inert><p>/events/page%2Fview in Asia/Tokyo</p></div>');
  });

  it('writes a gate’s page with its editor’s stylesheets, and leaves its scripts to the app', async () => {
    const { sessions, get } = setUp();
    const token = sessions.open('UTC');
    const html = await (await get('/gates/search_ranking_v3', `${SESSION_COOKIE}=${token}`)).text();
    expect(html).toContain('<div id="root" inert><p>/gates/search_ranking_v3 in UTC</p></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/tooltip-1.css">');
    expect(html).not.toContain('editorModule-1.js');
  });

  it('leaves a gate’s page to the browser when the browser keeps a draft of that gate', async () => {
    const { sessions, get } = setUp();
    const session = `${SESSION_COOKIE}=${sessions.open('UTC')}`;
    const drafts = (ids: string[]) => `${session}; ${GATE_DRAFTS_COOKIE}=${gateDraftsValue(ids)}`;
    expect(await (await get('/gates/search_ranking_v3', drafts(['search_ranking_v3']))).text()).toBe(PAGE);
    expect(await (await get('/gates/a%20b', drafts(['x', 'a b']))).text()).toBe(PAGE);
    expect(await (await get('/gates/search_ranking_v3', drafts(['another_gate']))).text()).toContain('inert');
  });

  it('names, for each page it writes, code that exists', () => {
    for (const page of RENDERED_PAGES) {
      for (const source of page.wholeViewCode) expect(existsSync(source), source).toBe(true);
    }
  });

  it('serves the plain page without a session, with an unknown one, or for a page it does not render', async () => {
    const { sessions, get } = setUp();
    const token = sessions.open('UTC');
    for (const [pathname, cookie] of [
      ['/events/page%2Fview', undefined],
      ['/events/page%2Fview', `${SESSION_COOKIE}=${'A'.repeat(43)}`],
      ['/events/page%2Fview?tab=metrics', `${SESSION_COOKIE}=${token}`],
      ['/gates', `${SESSION_COOKIE}=${token}`],
    ] as const) {
      const response = await get(pathname, cookie);
      expect(await response.text()).toBe(PAGE);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('serves the plain page when the render takes more than a second', async () => {
    const { sessions, get } = setUp(1_500);
    const token = sessions.open('UTC');
    const response = await get('/events/page%2Fview', `${SESSION_COOKIE}=${token}`);
    expect(await response.text()).toBe(PAGE);
  });

  it('serves the plain page while the render’s code is still loading, and renders once it is in', async () => {
    const { sessions, get, warm } = setUp(0, 1_500);
    const token = sessions.open('UTC');
    const loaded = warm();
    expect(await (await get('/events/page%2Fview', `${SESSION_COOKIE}=${token}`)).text()).toBe(PAGE);
    await loaded;
    expect(await (await get('/events/page%2Fview', `${SESSION_COOKIE}=${token}`)).text()).toContain('<p>/events/');
  });

  it('never serves the render’s own code', async () => {
    const { get } = setUp();
    const response = await get(`/${FIRST_VIEW_BUNDLE.split(path.sep).join('/')}`);
    expect(await response.text()).not.toContain('renderFirstView');
  });
});

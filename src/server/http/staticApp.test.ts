import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as compression from './compression';

vi.mock('./compression', async (importOriginal) => {
  const actual = await importOriginal<typeof compression>();
  return { ...actual, compressBytes: vi.fn(actual.compressBytes) };
});

// The suite shares one module graph per worker (isolate: false): another file may already have loaded the file cache
// with the real compressor, so this file loads its own copy of the static app after the mock is in place.
let precompressStaticApp: typeof import('./staticApp').precompressStaticApp;
let serveStaticApp: typeof import('./staticApp').serveStaticApp;
beforeAll(async () => {
  vi.resetModules();
  ({ precompressStaticApp, serveStaticApp } = await import('./staticApp'));
  compressed = vi.mocked((await import('./compression')).compressBytes);
});

const ENTRY = '/assets/index-AbCdEf12.js';
const ROUTE = '/assets/gates-ZyXwVu98.js';
const script = (name: string) => `export const ${name} = ${JSON.stringify('x'.repeat(4000))};\n`;

/** A built app: index.html names the entry script; a route chunk and an image sit beside it. */
function builtApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gatehouse-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<script type="module" src="${ENTRY}"></script>`);
  writeFileSync(path.join(dist, ROUTE), script('route'));
  writeFileSync(path.join(dist, ENTRY), script('entry'));
  writeFileSync(path.join(dist, 'assets', 'logo-Q1w2E3r4.png'), Buffer.alloc(4000));
  return dist;
}

function get(dist: string, pathname: string) {
  return serveStaticApp(
    new Request(`http://localhost${pathname}`, { headers: { 'accept-encoding': 'br, gzip' } }),
    dist,
  );
}

let compressed: ReturnType<typeof vi.mocked<typeof compression.compressBytes>>;

describe('precompressStaticApp', () => {
  beforeEach(() => {
    compressed.mockClear();
  });

  it('compresses the scripts once, index.html’s first, so requests afterwards compress nothing', async () => {
    const dist = builtApp();
    expect(await precompressStaticApp(dist)).toBe(2);
    expect(compressed).toHaveBeenCalledTimes(2);
    expect(compressed.mock.calls[0]?.[0].byteLength).toBe(script('entry').length);

    const answer = await get(dist, ROUTE);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await answer.arrayBuffer()).toString()).toBe(script('route'));
    expect(compressed).toHaveBeenCalledTimes(2);
  });

  it('leaves the server’s own code alone: it is never served', async () => {
    const dist = builtApp();
    mkdirSync(path.join(dist, '.server'));
    writeFileSync(path.join(dist, '.server', 'renderFirstView.js'), script('render'));
    expect(await precompressStaticApp(dist)).toBe(2);
    expect(compressed).toHaveBeenCalledTimes(2);
  });

  it('does not hold up a request made while it runs: that request shares the same work', async () => {
    const dist = builtApp();
    const warming = precompressStaticApp(dist);
    const answer = await get(dist, ENTRY);
    expect(brotliDecompressSync(await answer.arrayBuffer()).toString()).toBe(script('entry'));
    await warming;
    await get(dist, ROUTE);
    expect(compressed).toHaveBeenCalledTimes(2);
  });

  it('rejects for an app that is not built (the server ignores that: its requests report it)', async () => {
    await expect(precompressStaticApp(path.join(tmpdir(), 'gatehouse-no-such-dist'))).rejects.toThrow();
  });
});

const INDEX_HTML = '<!doctype html><head><script type="module" src="/assets/index-AbCdEf12.js"></script></head>';
const pageHtml = (chunk: string) => INDEX_HTML.replace('</head>', `<link rel="modulepreload" href="${chunk}"></head>`);
const GATE_HTML = pageHtml('/assets/_gateId-Gh34Ij56.js');
const NEW_GATE_HTML = pageHtml('/assets/new-Kl78Mn90.js');
const EVENT_HTML = pageHtml('/assets/_eventName-Op12Qr34.js');
// As scripts/build/routePreloads.ts writes it: literal pages before parameter pages.
const PAGE_INDEX = [
  ['^/gates/new/?$', 'pages/0.html'],
  ['^/gates/[^/]+/?$', 'pages/1.html'],
  ['^/events/[^/]+/?$', 'pages/2.html'],
];

/** A built app with index.html's variants for a few pages, and the index the server picks them by. */
function builtAppWithPages(index: string = JSON.stringify(PAGE_INDEX)): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gatehouse-pages-'));
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'pages', '0.html'), NEW_GATE_HTML);
  writeFileSync(path.join(dist, 'pages', '1.html'), GATE_HTML);
  writeFileSync(path.join(dist, 'pages', '2.html'), EVENT_HTML);
  writeFileSync(path.join(dist, 'pages', 'index.json'), index);
  return dist;
}

function openPage(dist: string, pathname: string, etag?: string) {
  const headers = new Headers({ accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'br, gzip' });
  if (etag !== undefined) headers.set('if-none-match', etag);
  return serveStaticApp(new Request(`http://localhost${pathname}`, { headers }), dist);
}

describe('serveStaticApp: the page’s own index.html', () => {
  it('answers a gate’s address with the HTML that preloads its route chunk, and / or an unknown page with index.html', async () => {
    const dist = builtAppWithPages();
    expect(await (await openPage(dist, '/gates/search_ranking_v3')).text()).toBe(GATE_HTML);
    expect(await (await openPage(dist, '/gates/search_ranking_v3/')).text()).toBe(GATE_HTML);
    expect(await (await openPage(dist, '/')).text()).toBe(INDEX_HTML);
    expect(await (await openPage(dist, '/no-such-page')).text()).toBe(INDEX_HTML);
    expect(await (await openPage(dist, '/gates/search_ranking_v3/history')).text()).toBe(INDEX_HTML);
  });

  it('takes /gates/new for its own page, not a gate’s, and matches the address as sent (%2F inside a name)', async () => {
    const dist = builtAppWithPages();
    expect(await (await openPage(dist, '/gates/new')).text()).toBe(NEW_GATE_HTML);
    expect(await (await openPage(dist, '/events/page%2Fview')).text()).toBe(EVENT_HTML);
  });

  it('gives each page’s HTML its own ETag, answered 304 for that page and 200 with the right HTML for another', async () => {
    const dist = builtAppWithPages();
    const gate = await openPage(dist, '/gates/search_ranking_v3');
    const index = await openPage(dist, '/');
    const gateEtag = gate.headers.get('etag') ?? '';
    expect(gate.headers.get('cache-control')).toBe('no-cache');
    expect(gateEtag).not.toBe(index.headers.get('etag'));

    expect((await openPage(dist, '/gates/other_gate', gateEtag)).status).toBe(304);
    const fromIndex = await openPage(dist, '/gates/search_ranking_v3', index.headers.get('etag') ?? '');
    expect(fromIndex.status).toBe(200);
    expect(await fromIndex.text()).toBe(GATE_HTML);
    expect((await openPage(dist, '/', gateEtag)).status).toBe(200);
  });

  it('falls back to index.html when the index or a page’s file is missing or unreadable, and reads a rebuilt index', async () => {
    const broken = builtAppWithPages('{"not": "a list"');
    const answer = await openPage(broken, '/gates/search_ranking_v3');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(INDEX_HTML);

    writeFileSync(path.join(broken, 'pages', 'index.json'), JSON.stringify([...PAGE_INDEX, ['(', 'pages/3.html']]));
    expect(await (await openPage(broken, '/gates/search_ranking_v3')).text()).toBe(INDEX_HTML);

    writeFileSync(path.join(broken, 'pages', 'index.json'), JSON.stringify([['^/.*$', '../../etc/hosts']]));
    expect(await (await openPage(broken, '/gates/search_ranking_v3')).text()).toBe(INDEX_HTML);

    // The rebuild writes a whole new index: the next request reads it.
    writeFileSync(path.join(broken, 'pages', 'index.json'), JSON.stringify(PAGE_INDEX));
    expect(await (await openPage(broken, '/gates/search_ranking_v3')).text()).toBe(GATE_HTML);

    rmSync(path.join(broken, 'pages', '1.html'));
    expect(await (await openPage(broken, '/gates/search_ranking_v3')).text()).toBe(INDEX_HTML);
    rmSync(path.join(broken, 'pages'), { recursive: true });
    expect(await (await openPage(broken, '/gates/search_ranking_v3')).text()).toBe(INDEX_HTML);
  });
});

describe('serveStaticApp: files it has answered before', () => {
  const plainGet = (dist: string, pathname: string) => serveStaticApp(new Request(`http://localhost${pathname}`), dist);

  it('answers a hashed asset again without the file system: its name stands for its content', async () => {
    const dist = builtApp();
    const first = await get(dist, ROUTE);
    const etag = first.headers.get('etag');
    rmSync(path.join(dist, ROUTE));
    const again = await get(dist, ROUTE);
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await again.arrayBuffer()).toString()).toBe(script('route'));
  });

  it('takes every spelling of an asset’s address for the one file it knows (a bounded set, one entry per file)', async () => {
    const dist = builtApp();
    expect((await get(dist, ROUTE)).status).toBe(200);
    rmSync(path.join(dist, ROUTE));
    const spelled = ROUTE.replace('gates', '%67ates');
    const again = await get(dist, spelled);
    expect(again.status).toBe(200);
    expect(brotliDecompressSync(await again.arrayBuffer()).toString()).toBe(script('route'));
  });

  it('answers 404, not an error, when an asset it knew is gone and the answer needs its file', async () => {
    const dist = builtApp();
    expect((await plainGet(dist, ENTRY)).status).toBe(200);
    rmSync(path.join(dist, ENTRY));
    const gone = await plainGet(dist, ENTRY);
    expect(gone.status).toBe(404);
  });

  it('reads a file without a hash in its name again on each request, so a rebuilt one is served as it now is', async () => {
    const dist = builtApp();
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    expect(await (await plainGet(dist, '/robots.txt')).text()).toBe('User-agent: *\n');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    expect(await (await plainGet(dist, '/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

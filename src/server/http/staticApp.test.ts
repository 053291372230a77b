import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type BuiltFile, builtFileAt, versionOf } from './builtFiles';
import { CompressedFiles } from './compressedFiles';
import { chooseEncoding, compressResponse, isCompressible } from './compression';
import { contentTypeFor } from './contentTypes';
import { errorResponse } from './errorResponse';
import { type FirstViewSource, FIRST_VIEW_BUNDLE, withFirstView } from './firstViews';
import { pageVariantFor } from './pageVariants';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Vite names built assets `name-<hash>.ext`; only such names may be cached forever.
const HASHED_ASSET = /^\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const NOT_BUILT = 'The console app is not built: run npm run build';
const compressedFiles = new CompressedFiles();

// A hashed asset's content never changes under its name, so once found it is answered without the file system: each
// stat is a round trip through libuv's thread pool, which queues behind a busy CPU while a browser loads a page.
// `npm run bench static`, both cores busy: the shell's script's headers 3.9-4.7 -> 2.7-3.1 ms. Keyed by app and path.
const knownAssets = new Map<string, BuiltFile>();

// Not serveStatic({ precompressed }): it has no ETag/304, no forever-cache of hashed assets, no index.html fallback.
/**
 * Answers a GET or HEAD from the built app in `distDir`: the file itself, or index.html for a page address the
 * browser navigates to (client-side routes), in the build's variant for that page when there is one (it also names
 * the page's route files, so they download beside the shell). Other methods and unknown files get a 404.
 */
export async function serveStaticApp(
  request: Request,
  distDir: string,
  firstView?: FirstViewSource,
): Promise<Response> {
  const root = path.resolve(distDir);
  const rawPathname = new URL(request.url).pathname;
  const pathname = decodePath(rawPathname);
  // By the decoded path: the spellings of one file's address (percent-encoded or not) share one entry.
  const assetKey = `${root}\0${pathname ?? ''}`;
  const known = pathname === undefined ? undefined : knownAssets.get(assetKey);
  if (known !== undefined) {
    // Gone since (the app rebuilt or deleted under a running server): forget it and look again below.
    const answer = await sendFile(request, known, IMMUTABLE).catch(() => undefined);
    if (answer !== undefined) return answer;
    knownAssets.delete(assetKey);
  }
  const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html');
  const index = await builtFileAt(path.join(root, 'index.html'));
  if (index === undefined) {
    return wantsHtml ? plainText(503, `${NOT_BUILT}.\n`) : errorResponse(503, NOT_BUILT);
  }
  if (pathname === undefined) return errorResponse(400, 'The address is not a valid path');

  const file = path.join(root, pathname);
  const insideDist = file.startsWith(root + path.sep) && !isServerOnly(root, file);
  const built = insideDist && pathname !== '/' ? await builtFileAt(file) : undefined;
  if (built !== undefined) {
    if (!HASHED_ASSET.test(pathname)) return sendFile(request, built, REVALIDATE);
    knownAssets.set(assetKey, built);
    return sendFile(request, built, IMMUTABLE);
  }
  if (pathname === '/' || wantsHtml) {
    const variant = (await pageVariantFor(root, rawPathname)) ?? index;
    const view = await firstView?.(request, root);
    const rendered = view && withFirstView(await readFile(variant.file, 'utf8'), view);
    if (rendered !== undefined) return sendRenderedPage(request, rendered);
    return sendFile(request, variant, REVALIDATE);
  }
  return plainText(404, 'Not found\n');
}

/**
 * Compresses every built file with brotli (what browsers ask for) ahead of its first request, one file at a time in
 * zlib's thread pool: otherwise a server's first visitor waits on brotli for each script it loads (266 ms for one
 * 60 KB-gzip chunk). The files index.html names go first. Nothing waits on this: a request for a file under way gets
 * that same result, and one for a file not reached yet compresses it as before. Resolves to the files compressed.
 */
export async function precompressStaticApp(distDir: string): Promise<number> {
  const root = path.resolve(distDir);
  const files = await filesUnder(root);
  const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => '');
  const named = (file: string) => html.includes(`/${path.relative(root, file).split(path.sep).join('/')}`);
  files.sort((a, b) => Number(named(b)) - Number(named(a)));
  let compressed = 0;
  for (const file of files) {
    const info = await stat(file);
    if (!isCompressible(contentTypeFor(file), info.size)) continue;
    await compressedFiles.get(file, versionOf(info), 'br');
    compressed += 1;
  }
  return compressed;
}

/** The files of the built app that may be served: not the server's own code. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isServerOnly(root, file));
}

/** Whether `file` is the server's own code (the first views' render): in the build, but never served. */
function isServerOnly(root: string, file: string): boolean {
  return file.startsWith(path.join(root, path.dirname(FIRST_VIEW_BUNDLE)) + path.sep);
}

async function sendFile(request: Request, built: BuiltFile, cacheControl: string): Promise<Response> {
  const { file, version, size } = built;
  const contentType = contentTypeFor(file);
  const compressible = isCompressible(contentType, size);
  const encoding = compressible ? chooseEncoding(request.headers.get('accept-encoding')) : undefined;
  // Each encoding is its own representation, so it needs its own ETag (RFC 9110, 8.8.3).
  const etag = `W/"${version}${encoding === undefined ? '' : `-${encoding}`}"`;
  // A Headers object, not a record: the security headers are then set on it in place (securityHeaders.ts).
  const headers = new Headers({ 'Content-Type': contentType, 'Cache-Control': cacheControl, ETag: etag });
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (encoding !== undefined) headers.set('Content-Encoding', encoding);
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  if (encoding !== undefined) {
    const compressed = await compressedFiles.get(file, version, encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    return new Response(request.method === 'HEAD' ? null : compressed, { status: 200, headers });
  }
  headers.set('Content-Length', String(size));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(await readFile(file)), {
    status: 200,
    headers,
  });
}

function decodePath(rawPath: string): string | undefined {
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes('\0') ? undefined : path.posix.normalize(decoded);
  } catch {
    return undefined;
  }
}

function plainText(status: number, text: string): Response {
  return new Response(text, { status, headers: new Headers({ 'Content-Type': 'text/plain; charset=utf-8' }) });
}

/**
 * A page with the server's render of its first view: it holds the data of the session's key holder, so it is never
 * stored, and it differs with the cookie.
 */
async function sendRenderedPage(request: Request, html: string): Promise<Response> {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Cookie',
  });
  return compressResponse(request, new Response(request.method === 'HEAD' ? null : html, { status: 200, headers }));
}

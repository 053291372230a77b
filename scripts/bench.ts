// Prints the figures of the production build: what the first page loads and each route's own chunk (gzip).
// Run `npm run build` first; later issues add page-load, interaction and server benchmarks here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstPage = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
const routeChunks = assets.map((f) => `assets/${f}`).filter((f) => !firstPage.includes(f));

const rows: [string, string, string][] = [];
let firstJs = 0;
let firstCss = 0;
for (const file of firstPage) {
  const size = gzipSize(file);
  if (file.endsWith('.js')) firstJs += size;
  else firstCss += size;
  rows.push(['first page', file, kb(size)]);
}
for (const file of routeChunks) rows.push(['lazy chunk', file, kb(gzipSize(file))]);
rows.push(['first page total JS', '', kb(firstJs)], ['first page total CSS', '', kb(firstCss)]);

console.log('Bundle (KB gzip)');
console.table(rows.map(([kind, file, size]) => ({ kind, file, 'KB gzip': size })));
const largestChunk = Math.max(0, ...routeChunks.map(gzipSize));
console.log(`First page JS ${kb(firstJs)} KB gzip (budget 170); largest lazy chunk ${kb(largestChunk)} KB gzip (budget 120).`);

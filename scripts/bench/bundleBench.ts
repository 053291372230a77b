// What the first page loads and each route's own chunk (gzip), from the production build in dist (or DIST_DIR).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './benchRow';

const FIRST_PAGE_BUDGET_KB = 170;
const ROUTE_CHUNK_BUDGET_KB = 120;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleBench(dist = process.env.DIST_DIR ?? 'dist'): BenchRow[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run \`npm run build\` first.`);
  const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstPage = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const routeChunks = assets.map((f) => `assets/${f}`).filter((f) => !firstPage.includes(f));

  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  const firstJs = sum(firstPage.filter((file) => file.endsWith('.js')));
  const firstCss = sum(firstPage.filter((file) => file.endsWith('.css')));
  const chunks = routeChunks.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
  const largest = chunks[0];
  return [
    { area: 'bundle (gzip)', measure: 'first page JS', figure: `${kb(firstJs)} (budget ${String(FIRST_PAGE_BUDGET_KB)} KB)` },
    { area: 'bundle (gzip)', measure: 'first page CSS', figure: kb(firstCss) },
    {
      area: 'bundle (gzip)',
      measure: 'largest lazy chunk',
      figure: largest ? `${kb(largest.size)} ${largest.file} (budget ${String(ROUTE_CHUNK_BUDGET_KB)} KB)` : 'none',
    },
    ...chunks.slice(1, 6).map(({ file, size }) => ({ area: 'bundle (gzip)', measure: 'lazy chunk', figure: `${kb(size)} ${file}` })),
  ];
}

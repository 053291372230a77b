// What the first page loads and what each route and lazy chunk adds (gzip), from the production build in dist
// (or DIST_DIR), read through Vite's manifest.
import type { BenchRow } from './benchRow';
import { ChunkGraph } from './chunkGraph';

const FIRST_PAGE_BUDGET_KB = 170;
const ROUTE_CHUNK_BUDGET_KB = 120;
// `/` redirects here: the page a person sees first.
const FIRST_ROUTE = '/gates';
const AREA = 'bundle (gzip)';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function budget(bytes: number, budgetKb: number): string {
  const over = bytes / 1024 - budgetKb;
  return over > 0
    ? `budget ${String(budgetKb)} KB: OVER by ${over.toFixed(1)} KB`
    : `budget ${String(budgetKb)} KB: within`;
}

export function bundleBench(dist = process.env.DIST_DIR ?? 'dist'): BenchRow[] {
  const graph = new ChunkGraph(dist);
  const shell = graph.shell();
  const shellSize = graph.download(shell);
  const firstPage = graph.download([...shell, ...graph.closure(graph.routeParts(FIRST_ROUTE), shell)]);
  const lazy = graph.lazyChunks();
  const largest = graph.largestChunk(shell);
  const routes = [...new Set(lazy.flatMap((chunk) => (chunk.route === undefined ? [] : [chunk.route])))].sort();

  return [
    {
      area: AREA,
      measure: `first page JS (${FIRST_ROUTE}: app shell and route)`,
      figure: `${kb(firstPage.js)} (${budget(firstPage.js, FIRST_PAGE_BUDGET_KB)})`,
    },
    { area: AREA, measure: 'first page CSS', figure: kb(firstPage.css) },
    { area: AREA, measure: 'app shell JS (index.html and its imports)', figure: kb(shellSize.js) },
    {
      area: AREA,
      measure: 'largest chunk after the shell',
      figure: largest ? `${kb(largest.js)} ${largest.key} (${budget(largest.js, ROUTE_CHUNK_BUDGET_KB)})` : 'none',
    },
    // Per route: its own chunks, and all it downloads when opened after the shell (shared chunks included).
    ...routes.map((route) => {
      const parts = graph.routeParts(route);
      const own = lazy.filter((chunk) => parts.includes(chunk.key)).reduce((sum, chunk) => sum + chunk.ownJs, 0);
      const opened = graph.download(graph.closure(parts, shell)).js;
      return {
        area: AREA,
        measure: `route ${route}`,
        figure: `own ${kb(own)}; ${kb(opened)} when opened after the shell`,
      };
    }),
    ...lazy
      .filter((chunk) => chunk.route === undefined)
      .map((chunk) => ({
        area: AREA,
        measure: `lazy ${chunk.key}`,
        figure: `own ${kb(chunk.ownJs)}; ${kb(graph.download(graph.closure([chunk.key], shell)).js)} when loaded after the shell`,
      })),
  ];
}

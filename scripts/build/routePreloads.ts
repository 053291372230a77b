import type { Plugin, Rolldown } from 'vite';
import { htmlAttribute, withHeadLinks } from '../../src/server/http/headLinks';
import { PAGE_VARIANTS_INDEX } from '../../src/server/http/pageVariants';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const SPLIT_ROUTE = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=[\w-]*component/;

/** `gates/$gateId/index` → `^/gates/[^/]+/?$`; undefined for a file that is no page (`__root`, `-helpers`). */
export function routePattern(routeFile: string): string | undefined {
  const segments = routeFile.split('/').filter((segment) => segment !== 'index');
  if (segments.some((segment) => segment.startsWith('-') || segment.startsWith('_'))) return undefined;
  const parts = segments.map((segment) => {
    if (segment.startsWith('$')) return '[^/]+';
    if (!/^[a-z0-9-]+$/.test(segment)) throw new Error(`route segment "${segment}" needs escaping in a pattern`);
    return segment;
  });
  return parts.length === 0 ? '^/$' : `^/${parts.join('/')}/?$`;
}

function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, skip: ReadonlySet<string>, found: Set<string>) {
  if (skip.has(chunk.fileName) || found.has(chunk.fileName)) return;
  found.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') chunkFiles(bundle, next, skip, found);
  }
}

/**
 * For each page's address pattern, the chunks and stylesheets its route needs beyond the shell. Literal pages come
 * before parameter pages, so `/gates/new` is not taken for a gate's id.
 */
export function routeFileTable(bundle: OutputBundle): [pattern: string, files: string[]][] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry === undefined) return [];
  const shell = new Set<string>();
  chunkFiles(bundle, entry, new Set(), shell);
  const table: [string, string[]][] = [];
  for (const chunk of chunks) {
    const routeFile = chunk.isDynamicEntry ? SPLIT_ROUTE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    const pattern = routeFile === undefined ? undefined : routePattern(routeFile.replaceAll('\\', '/'));
    if (pattern === undefined) continue;
    const files = new Set<string>();
    chunkFiles(bundle, chunk, shell, files);
    table.push([pattern, [...files]]);
  }
  const params = (pattern: string) => pattern.split('[^/]+').length;
  return table.sort(([a], [b]) => params(a) - params(b) || b.length - a.length);
}

/**
 * The built index.html with `files` named in its head after the shell's own links, with the attributes Vite gives
 * those. A route's CSS is preloaded, not a stylesheet: a stylesheet in the head would hold up the first paint, and the
 * route's loader adds the stylesheet itself (Vite's preload helper), which then finds the file already loaded.
 */
export function pageWithPreloads(html: string, files: readonly string[], base: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to put the route preloads before');
  const links = files.map((file) => {
    const href = htmlAttribute(`${base}${file}`);
    return file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${href}">`
      : `<link rel="modulepreload" crossorigin href="${href}">`;
  });
  return withHeadLinks(html, links);
}

/**
 * Writes, beside index.html, one copy of it per page that names the files the page's route needs beyond the shell
 * (`pages/<n>.html`), and the index the server picks them by (src/server/http/pageVariants.ts): a page's route
 * chunk then downloads beside the shell, straight from the HTML, instead of after the shell has run.
 */
export function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 'gatehouse:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After Vite's HTML plugin, whose generateBundle adds the built index.html to the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') return;
        const html = index.source;
        const pages = routeFileTable(bundle).map(([pattern, files], n): [string, string] => {
          const fileName = `pages/${String(n)}.html`;
          this.emitFile({ type: 'asset', fileName, source: pageWithPreloads(html, files, base) });
          return [pattern, fileName];
        });
        this.emitFile({ type: 'asset', fileName: PAGE_VARIANTS_INDEX, source: JSON.stringify(pages) });
      },
    },
  };
}

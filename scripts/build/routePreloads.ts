import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const PLACEHOLDER = /(["'`])__ROUTE_PRELOADS__\1/;
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
 * Writes into the entry chunk, for each page's address pattern, the chunks and stylesheets its route needs
 * beyond the shell; src/routePreload.ts reads it to start them before the shell has run. Literal pages come
 * before parameter pages, so `/gates/new` is not taken for a gate's id.
 */
export function routePreloads(): Plugin {
  return {
    name: 'gatehouse:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      // The shell's modules may sit in a chunk the entry imports (the `shell` group), not in the entry itself.
      const holder = chunks.find((chunk) => PLACEHOLDER.test(chunk.code));
      if (entry === undefined || holder === undefined) return;
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
      table.sort(([a], [b]) => params(a) - params(b) || b.length - a.length);
      holder.code = holder.code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(table)));
    },
  };
}

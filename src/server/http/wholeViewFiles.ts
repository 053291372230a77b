import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The browser build's manifest (vite.config.ts, `build.manifest`): each source module's file and what it imports. */
export const BUILD_MANIFEST = path.join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk | undefined>;

/** The files a page's HTML names for the browser to fetch early: scripts to preload, stylesheets to apply. */
export interface WholeViewFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The built files (`assets/…`) that the source modules `sources` need in the browser, the chunks they import and
 * their styles included: what a page the server writes whole would otherwise start loading only once the app has run
 * (a gate's editor), for its HTML to name so that they load beside the shell.
 */
export function wholeViewFilesIn(manifest: Manifest, sources: readonly string[]): WholeViewFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The build's manifest, read again only when it changes (a rebuild under a running server). */
export function buildManifestReader() {
  const read = new Map<string, { version: number; manifest: Promise<Manifest> }>();
  return async (distDir: string): Promise<Manifest> => {
    const file = path.join(distDir, BUILD_MANIFEST);
    const version = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (version === undefined) return {};
    let known = read.get(distDir);
    if (known?.version !== version) {
      const manifest = readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        () => ({}),
      );
      known = { version, manifest };
      read.set(distDir, known);
    }
    return known.manifest.catch(() => ({}));
  };
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * `page` with links to those of `files` it does not name yet (the shell's are there), before its `</head>`:
 * stylesheets, since the server's view needs them at its first paint, and script preloads.
 */
export function withWholeViewFiles(page: string, files: WholeViewFiles): string {
  const href = (file: string) => `/${attribute(file)}`;
  const fresh = (file: string) => !page.includes(`"${href(file)}"`);
  const links = [
    ...files.styles.filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    ...files.scripts.filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  ];
  if (links.length === 0) return page;
  // A function, so a `$` in a name is not read as a replacement pattern.
  return page.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

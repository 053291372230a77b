import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { htmlAttribute, withHeadLinks } from './headLinks';

/** The browser build's manifest (vite.config.ts, `build.manifest`): each source module's file and what it imports. */
export const BUILD_MANIFEST = path.join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk | undefined>;

/**
 * The stylesheets (`assets/…`) of the source modules `sources` and of the chunks they import: what a page the server
 * writes whole (a gate's editor) needs at its first paint, though the browser loads that code only once the app runs.
 * Its scripts are not named in the page: preloaded beside the shell, they delayed the first paint (a gate's FCP 492 →
 * 664 ms) and did not bring the app's takeover forward.
 */
export function wholeViewStyles(manifest: Manifest, sources: readonly string[]): string[] {
  const chunks = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...styles];
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
      const manifest = readFile(file, 'utf8').then((text) => JSON.parse(text) as Manifest);
      known = { version, manifest };
      read.set(distDir, known);
    }
    return known.manifest.catch(() => ({}));
  };
}

/** `page` with stylesheet links, before its `</head>`, to those of `styles` it does not name yet (the shell's are there). */
export function withWholeViewStyles(page: string, styles: readonly string[]): string {
  const links = styles
    .map((file) => `/${htmlAttribute(file)}`)
    .filter((href) => !page.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return withHeadLinks(page, links);
}

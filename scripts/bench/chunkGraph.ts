// The production build's chunk graph, read from Vite's manifest (build.manifest in vite.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What a set of chunks costs to download: JavaScript and CSS, gzip bytes. */
export interface Download {
  js: number;
  css: number;
}

/** A chunk loaded on demand: a route's split part, or a component imported with `import()`. */
export interface LazyChunk {
  /** The manifest key, e.g. `src/routes/gates/index.tsx?tsr-split=component`. */
  key: string;
  /** The route path for a route's chunk (`/gates/$gateId`), undefined for other lazy chunks. */
  route: string | undefined;
  /** The part of the route this chunk holds (`component`, `loader`, ...). */
  part: string | undefined;
  ownJs: number;
}

/** Reads the build in `dist` and answers what loads with what, in gzip bytes. */
export class ChunkGraph {
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly gzipCache = new Map<string, number>();
  private readonly entryKey: string;

  constructor(private readonly dist: string) {
    const manifestFile = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestFile))
      throw new Error(`No ${manifestFile}: build with \`npm run build\` (vite.config.ts turns the manifest on).`);
    this.manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.keys(this.manifest).find((key) => this.manifest[key]?.isEntry === true);
    if (entry === undefined) throw new Error('The manifest has no entry chunk.');
    this.entryKey = entry;
  }

  /** Every chunk index.html loads before the app runs: the entry and all it imports statically. */
  shell(): Set<string> {
    return this.closure([this.entryKey]);
  }

  /** The chunks a route needs when it is opened first: its component and loader parts and their static imports. */
  routeParts(route: string): string[] {
    return this.lazyChunks()
      .filter((chunk) => chunk.route === route && (chunk.part === 'component' || chunk.part === 'loader'))
      .map((chunk) => chunk.key);
  }

  /** `keys` and everything they import statically, without what `loaded` already holds. */
  closure(keys: readonly string[], loaded: ReadonlySet<string> = new Set()): Set<string> {
    const found = new Set<string>();
    const visit = (key: string) => {
      if (found.has(key) || loaded.has(key)) return;
      found.add(key);
      for (const imported of this.manifest[key]?.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return found;
  }

  download(keys: Iterable<string>): Download {
    let js = 0;
    let css = 0;
    for (const key of keys) {
      const chunk = this.manifest[key];
      if (chunk === undefined) continue;
      js += this.gzipBytes(chunk.file);
      for (const sheet of chunk.css ?? []) css += this.gzipBytes(sheet);
    }
    return { js, css };
  }

  /** Every chunk loaded by `import()`, largest first. */
  lazyChunks(): LazyChunk[] {
    return Object.entries(this.manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry === true)
      .map(([key, chunk]) => {
        const split = /^src\/routes(.*?)(?:\/index)?\.tsx\?tsr-split=(\w+)/.exec(key);
        return {
          key,
          // `src/routes/index.tsx` is the route `/`: its path part is empty.
          route: split ? (split[1] === undefined || split[1] === '' ? '/' : split[1]) : undefined,
          part: split?.[2],
          ownJs: this.gzipBytes(chunk.file),
        };
      })
      .sort((a, b) => b.ownJs - a.ownJs);
  }

  /** The largest JavaScript chunk outside `loaded` (route parts and the shared chunks they import alike). */
  largestChunk(loaded: ReadonlySet<string>): { key: string; js: number } | undefined {
    return Object.entries(this.manifest)
      .filter(([key, chunk]) => !loaded.has(key) && chunk.file.endsWith('.js'))
      .map(([key, chunk]) => ({ key, js: this.gzipBytes(chunk.file) }))
      .sort((a, b) => b.js - a.js)[0];
  }

  private gzipBytes(file: string): number {
    let size = this.gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(this.dist, file))).length;
      this.gzipCache.set(file, size);
    }
    return size;
  }
}

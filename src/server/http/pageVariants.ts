import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type BuiltFile, builtFileAt, versionOf } from './builtFiles';

/**
 * The build's list of index.html's variants, one per page (scripts/build/routePreloads.ts): JSON
 * `[addressPattern, file][]`, the file relative to the built app, the first matching pattern winning.
 */
export const PAGE_VARIANTS_INDEX = 'pages/index.json';

type PageVariant = [pattern: RegExp, file: string];

interface ReadIndex {
  version: string;
  variants: PageVariant[];
}

// Read again only when the index file changes (a rebuild): one stat per page request, as for index.html itself.
const readIndexes = new Map<string, ReadIndex>();

/**
 * The file to answer a request for the page at `pathname` with instead of index.html, or undefined when
 * there is none: no page matches, or the index or the variant is missing or unreadable. `pathname` as sent, still
 * percent-encoded (`/events/page%2Fview` is one event's page), as the build's patterns expect.
 */
export async function pageVariantFor(root: string, pathname: string): Promise<BuiltFile | undefined> {
  const indexFile = path.join(root, PAGE_VARIANTS_INDEX);
  let version: string;
  try {
    version = versionOf(await stat(indexFile));
  } catch {
    return undefined;
  }
  let read = readIndexes.get(root);
  if (read?.version !== version) {
    read = { version, variants: await readVariants(root, indexFile) };
    readIndexes.set(root, read);
  }
  const file = read.variants.find(([pattern]) => pattern.test(pathname))?.[1];
  return file === undefined ? undefined : builtFileAt(file);
}

/** The index's variants; none for an index that cannot be read or is not the build's shape. */
async function readVariants(root: string, indexFile: string): Promise<PageVariant[]> {
  try {
    const entries: unknown = JSON.parse(await readFile(indexFile, 'utf8'));
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown): PageVariant[] => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') return [];
      const file = path.join(root, entry[1]);
      return file.startsWith(root + path.sep) && file.endsWith('.html') ? [[new RegExp(entry[0]), file]] : [];
    });
  } catch {
    return [];
  }
}

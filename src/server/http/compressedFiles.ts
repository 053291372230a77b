import { readFile } from 'node:fs/promises';
import { compressBytes } from './compression';
import type { ContentEncoding } from './compression';

interface Entry {
  version: string;
  bytes: Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * The built files, compressed once per file, encoding and version (its ETag) and then served from memory: the
 * build is a few megabytes, and compressing the app's script on every page load would cost more than sending it.
 */
export class CompressedFiles {
  private readonly entries = new Map<string, Entry>();

  /** `file` compressed with `encoding`; `version` changes when the file does (a rebuild), which replaces the entry. */
  get(file: string, version: string, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
    const key = `${encoding}:${file}`;
    const cached = this.entries.get(key);
    if (cached?.version === version) return cached.bytes;
    const bytes = readFile(file).then((plain) => compressBytes(plain, encoding));
    // A failed read must not stick: the next request tries again.
    bytes.catch(() => {
      if (this.entries.get(key)?.bytes === bytes) this.entries.delete(key);
    });
    this.entries.set(key, { version, bytes });
    return bytes;
  }
}

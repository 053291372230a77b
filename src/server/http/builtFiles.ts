import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/** A built file as its answer needs it: where it is and what its ETag and Content-Length are built on. */
export interface BuiltFile {
  file: string;
  version: string;
  size: number;
}

/** What a built file's ETag is built on: a rebuild changes its size or time, and so the version. */
export function versionOf(info: Stats): string {
  return `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`;
}

/** The built file at `file`, or undefined when there is no file there (nothing, or a directory). */
export async function builtFileAt(file: string): Promise<BuiltFile | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, version: versionOf(info), size: info.size } : undefined;
}

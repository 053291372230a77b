import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/** What a built file's ETag is built on: a rebuild changes its size or time, and so the version. */
export function versionOf(info: Stats): string {
  return `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`;
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

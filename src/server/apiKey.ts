import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded server's API key and, for people, where to find it (never the key itself). */
export interface ApiKeyInfo {
  key: string;
  /** e.g. `data/api-key` or `the CONSOLE_API_KEY environment variable`. */
  location: string;
}

const KEY_FILE = 'api-key';
const OWNER_ONLY = 0o600;

/**
 * The key from `CONSOLE_API_KEY` when set; otherwise the key kept in `<dataDir>/api-key`,
 * generated there (32 random bytes, base64url, mode 0600) on first start.
 */
export function resolveApiKey(options: { envKey: string | undefined; dataDir: string; cwd?: string }): ApiKeyInfo {
  if (options.envKey !== undefined) {
    return { key: options.envKey, location: 'the CONSOLE_API_KEY environment variable' };
  }
  const file = path.join(options.dataDir, KEY_FILE);
  const location = describePath(file, options.cwd ?? process.cwd());
  const stored = readKeyFile(file);
  if (stored !== undefined) {
    chmodSync(file, OWNER_ONLY);
    return { key: stored, location };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    // 'wx' so two processes starting at once never overwrite each other's key.
    writeFileSync(file, `${key}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
    const raced = readKeyFile(file);
    if (raced !== undefined) return { key: raced, location };
    // The file exists but is empty: nobody can be using it, so replace it.
    writeFileSync(file, `${key}\n`, { mode: OWNER_ONLY });
    chmodSync(file, OWNER_ONLY);
  }
  return { key, location };
}

function readKeyFile(file: string): string | undefined {
  try {
    const key = readFileSync(file, 'utf8').trim();
    return key === '' ? undefined : key;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function describePath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

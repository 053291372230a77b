import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveApiKey } from './apiKey';

let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'gatehouse-key-'));
  dataDir = path.join(root, 'data');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('resolveApiKey', () => {
  it('generates a 32-byte base64url key in data/api-key readable only by its owner', () => {
    const { key, location } = resolveApiKey({ envKey: undefined, dataDir, cwd: root });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location).toBe('data/api-key');
    const file = path.join(dataDir, 'api-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reuses the stored key on the next start', () => {
    const first = resolveApiKey({ envKey: undefined, dataDir, cwd: root });
    const second = resolveApiKey({ envKey: undefined, dataDir, cwd: root });
    expect(second.key).toBe(first.key);
  });

  it('replaces an empty key file instead of starting with an empty key', () => {
    resolveApiKey({ envKey: undefined, dataDir, cwd: root });
    writeFileSync(path.join(dataDir, 'api-key'), '');
    expect(resolveApiKey({ envKey: undefined, dataDir, cwd: root }).key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uses CONSOLE_API_KEY when set and writes no file', () => {
    const info = resolveApiKey({ envKey: 'from-env', dataDir, cwd: root });
    expect(info).toEqual({ key: 'from-env', location: 'the CONSOLE_API_KEY environment variable' });
    expect(() => statSync(path.join(dataDir, 'api-key'))).toThrow();
  });

  it('names the absolute path when the data dir is outside the working directory', () => {
    const elsewhere = path.join(root, 'elsewhere');
    const { location } = resolveApiKey({ envKey: undefined, dataDir, cwd: elsewhere });
    expect(location).toBe(path.join(dataDir, 'api-key'));
  });
});

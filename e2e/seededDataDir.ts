// One seeded data set per run (e2e/globalSetup.ts seeds it); each worker's server starts on its own copy. Seeding
// takes seconds on an idle core and most of a minute on a busy one, and every worker (and every restart after a
// failure) used to pay it. The restarts in server.spec.ts and durability.spec.ts start on copies too; Vitest tests
// the seeding of an empty directory (src/server/main.test.ts).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the seeded directory is; workers inherit the runner's environment. The global setup sets it, unless whoever
 * started Playwright already seeded one (`npm test` does, beside eslint: e2e/seedDataDir.ts).
 */
export const SEEDED_DATA_DIR_ENV = 'GATEHOUSE_E2E_SEEDED_DATA_DIR';

/** A fresh, empty data directory under the system temp folder. */
export function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'gatehouse-e2e-'));
}

export function removeDataDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Records the seeded directory for the workers about to start. */
export function shareSeededDataDir(dir: string): void {
  process.env[SEEDED_DATA_DIR_ENV] = dir;
}

/** A data directory holding the seeded data set: a copy of the shared one, else empty (the server then seeds it). */
export async function copyOfSeededDataDir(): Promise<string> {
  const dir = await makeDataDir();
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded !== undefined) await cp(seeded, dir, { recursive: true });
  return dir;
}

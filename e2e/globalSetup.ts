// Before any worker starts: seeds the data set once, for every worker's server to start on a copy of it.
import { makeDataDir, removeDataDir, SEEDED_DATA_DIR_ENV, shareSeededDataDir } from './seededDataDir';
import { seedDataDir } from './seedDataDir';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  // Seeded before Playwright started (`npm test`); whoever seeded it removes it.
  if (process.env[SEEDED_DATA_DIR_ENV] !== undefined) return undefined;
  const dir = await makeDataDir();
  seedDataDir(dir);
  shareSeededDataDir(dir);
  return () => removeDataDir(dir);
}

// Before any worker starts: seeds the data set once, for every worker's server to start on a copy of it.
import { openEmbeddedStore } from '../src/server/http/openEmbeddedStore';
import { makeDataDir, removeDataDir, shareSeededDataDir } from './seededDataDir';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await makeDataDir();
  // The server's own first-start path, closed cleanly so the copy is one self-contained database file.
  openEmbeddedStore(dir).db.close();
  shareSeededDataDir(dir);
  return () => removeDataDir(dir);
}

// A data directory seeded like a first start, but with as many events as a benchmark asks for.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSeed } from '../../src/server/seed/buildSeed';
import { openDatabase } from '../../src/server/store/db';
import { importSeed } from '../../src/server/store/importSeed';

export interface SeededDataDir {
  dir: string;
  remove: () => Promise<void>;
}

export async function seededDataDir(eventCount: number): Promise<SeededDataDir> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-bench-'));
  const db = openDatabase(path.join(dir, 'console.db'));
  try {
    importSeed(db, buildSeed({ eventCount }));
  } finally {
    db.close();
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

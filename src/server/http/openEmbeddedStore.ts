import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildSeed } from '../seed/buildSeed';
import { openDatabase } from '../store/db';
import type { Database } from '../store/db';
import { importSeed, isStoreEmpty } from '../store/importSeed';
import { quarantineUnreadableRecords } from '../store/quarantine';

/** The embedded store, and how long seeding took when this start had to seed it. */
export interface EmbeddedStore {
  db: Database;
  seededMs: number | undefined;
}

/**
 * Opens `<dataDir>/console.db`, creating the folder, and seeds the store when it is empty; a store that holds data
 * is first checked for records that cannot be served, which are quarantined.
 */
export function openEmbeddedStore(dataDir: string): EmbeddedStore {
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, 'console.db'));
  try {
    if (!isStoreEmpty(db)) {
      // Records stored before the depth and size limits (or damaged on disk) must not keep failing reads.
      quarantineUnreadableRecords(db);
      return { db, seededMs: undefined };
    }
    const started = performance.now();
    importSeed(db, buildSeed());
    return { db, seededMs: performance.now() - started };
  } catch (error) {
    db.close();
    throw error;
  }
}

import BetterSqlite3 from 'better-sqlite3';
import { indexUnlistedGates } from './gateListIndex';
import { SCHEMA_SQL } from './schema';

/** The better-sqlite3 connection every store function takes. */
export type Database = BetterSqlite3.Database;

/** Opens (or creates) the store at `file`, `':memory:'` included, and creates the schema if it is missing. */
export function openDatabase(file: string): Database {
  const db = new BetterSqlite3(file);
  // Readers never block the writer under WAL; a second process waits for the lock instead of failing at once.
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA_SQL);
  indexUnlistedGates(db);
  return db;
}

import type { Database } from '../store/db';

/** What every route reads: the store, the clock and the id source (both replaceable in tests). */
export interface ApiDeps {
  db: Database;
  now: () => number;
  newId: () => string;
}

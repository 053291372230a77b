import type { Database } from '../db';

/** A statement the store ran: its SQL text and the values it was run with. */
export interface RanQuery {
  sql: string;
  params: unknown[];
}

/**
 * Makes `db` note every `get` and `all` of the statements it prepares from now on, so a test can look at the SQL a
 * store function really ran (its plan, say) without the store exposing its text. Returns the list it appends to;
 * empty it between cases.
 */
export function recordQueries(db: Database): RanQuery[] {
  const ran: RanQuery[] = [];
  const prepare = db.prepare.bind(db);
  const recording = (sql: string) => {
    const prepared = prepare(sql);
    const get = prepared.get.bind(prepared);
    const all = prepared.all.bind(prepared);
    prepared.get = (...params: unknown[]) => {
      ran.push({ sql, params });
      return get(...params);
    };
    prepared.all = (...params: unknown[]) => {
      ran.push({ sql, params });
      return all(...params);
    };
    return prepared;
  };
  db.prepare = recording as Database['prepare'];
  return ran;
}

import type { PulseLoad } from '../../contract/experiment';
import type { Database } from './db';
import { readRows, type CountRow, type KeyedRecordRow, type PageOf, type PageWindow } from './page';

export function insertPulseLoad(db: Database, experimentId: string, load: PulseLoad): void {
  db.prepare('INSERT INTO pulse_loads (experiment_id, created_time, record) VALUES (?, ?, ?)').run(
    experimentId,
    load.createdTime,
    JSON.stringify(load),
  );
}

/** Pulse load history of an experiment, createdTime descending. */
export function listPulseLoads(db: Database, experimentId: string, window: PageWindow): PageOf<PulseLoad> {
  const rows = db
    .prepare<[string, number, number], KeyedRecordRow>(
      'SELECT id AS key, record FROM pulse_loads WHERE experiment_id = ? ORDER BY created_time DESC, id LIMIT ? OFFSET ?',
    )
    .all(experimentId, window.limit, window.offset);
  const count = db
    .prepare<[string], CountRow>('SELECT count(*) AS total FROM pulse_loads WHERE experiment_id = ?')
    .get(experimentId);
  return { ...readRows<PulseLoad>(rows), total: count?.total ?? 0 };
}

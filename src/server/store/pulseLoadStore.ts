import type { PulseLoad } from '../../contract/experiment';
import type { Database } from './db';
import type { PageOf, PageWindow } from './page';
import { statement } from './statements';
import { listStoredRecords } from './storedRecords';

const LIST = {
  rows: 'SELECT id AS key, record FROM pulse_loads WHERE experiment_id = ? ORDER BY created_time DESC, id LIMIT ? OFFSET ?',
  count: 'SELECT count(*) AS total FROM pulse_loads WHERE experiment_id = ?',
};

export function insertPulseLoad(db: Database, experimentId: string, load: PulseLoad): void {
  statement(db, 'INSERT INTO pulse_loads (experiment_id, created_time, record) VALUES (?, ?, ?)').run(
    experimentId,
    load.createdTime,
    JSON.stringify(load),
  );
}

/** Pulse load history of an experiment, createdTime descending. */
export function listPulseLoads(db: Database, experimentId: string, window: PageWindow): PageOf<PulseLoad> {
  return listStoredRecords<PulseLoad>(db, LIST, [experimentId], window);
}

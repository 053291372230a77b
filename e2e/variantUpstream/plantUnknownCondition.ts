import type { Database } from '../../src/server/store/db';

/** A condition of a type the console does not know, as a newer service may send it. */
export const UNKNOWN_CONDITION = { type: 'time', operator: 'after', targetValue: 1767225600000, upstreamOnly: true };

interface Row {
  id: string;
  record: string;
}

/**
 * Adds UNKNOWN_CONDITION to the first rule of the most recently modified gate, straight in the store (the embedded
 * API would reject it), in the current record and its newest version alike. Returns the gate's id.
 */
export function plantUnknownCondition(db: Database): string {
  const row = db.prepare<[], Row>('SELECT id, record FROM gates ORDER BY last_modified_time DESC, id LIMIT 1').get();
  if (!row) throw new Error('The variant upstream has no gate to plant an unknown condition in.');
  const gate = JSON.parse(row.record) as { version: number; rules: { conditions: unknown[] }[] };
  const first = gate.rules[0];
  if (!first) throw new Error(`Gate ${row.id} has no rule to plant an unknown condition in.`);
  first.conditions.push(UNKNOWN_CONDITION);
  const record = JSON.stringify(gate);
  db.prepare('UPDATE gates SET record = ? WHERE id = ?').run(record, row.id);
  db.prepare('UPDATE gate_versions SET record = ? WHERE gate_id = ? AND version = ?').run(record, row.id, gate.version);
  return row.id;
}

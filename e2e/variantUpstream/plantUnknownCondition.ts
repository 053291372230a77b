import type { Database } from '../../src/server/store/db';

/** A condition of a type the console does not know, as a newer service may send it. */
export const UNKNOWN_CONDITION = { type: 'time', operator: 'after', targetValue: 1767225600000, upstreamOnly: true };

interface Row {
  id: string;
  record: string;
}

interface StoredGate {
  version: number;
  rules: { conditions: unknown[] }[];
}

/** A condition only this upstream knows, with where it stood in an update body. */
interface TakenCondition {
  rule: number;
  position: number;
  condition: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Rewrites a gate's current record, and its newest version alike, straight in the store. */
function patchStoredGate(db: Database, id: string, patch: (gate: StoredGate) => void): void {
  const row = db.prepare<[string], Row>('SELECT id, record FROM gates WHERE id = ?').get(id);
  if (!row) throw new Error(`The variant upstream has no gate ${id}.`);
  const gate = JSON.parse(row.record) as StoredGate;
  patch(gate);
  const record = JSON.stringify(gate);
  db.prepare('UPDATE gates SET record = ? WHERE id = ?').run(record, id);
  db.prepare('UPDATE gate_versions SET record = ? WHERE gate_id = ? AND version = ?').run(record, id, gate.version);
}

/**
 * Adds UNKNOWN_CONDITION to the first rule of the most recently modified gate, straight in the store (the embedded
 * API would reject it). Returns the gate's id.
 */
export function plantUnknownCondition(db: Database): string {
  const row = db.prepare<[], Row>('SELECT id, record FROM gates ORDER BY last_modified_time DESC, id LIMIT 1').get();
  if (!row) throw new Error('The variant upstream has no gate to plant an unknown condition in.');
  patchStoredGate(db, row.id, (gate) => {
    const first = gate.rules[0];
    if (!first) throw new Error(`Gate ${row.id} has no rule to plant an unknown condition in.`);
    first.conditions.push(UNKNOWN_CONDITION);
  });
  return row.id;
}

/**
 * This upstream knows conditions of UNKNOWN_CONDITION's type; the embedded API it wraps does not. Takes them out of
 * an update body before the embedded API sees it, noting where each stood.
 */
export function takeUnknownConditions(body: unknown): { forwarded: unknown; taken: TakenCondition[] } {
  if (!isObject(body) || !Array.isArray(body.rules)) return { forwarded: body, taken: [] };
  const taken: TakenCondition[] = [];
  const rules = body.rules.map((rule: unknown, ruleIndex) => {
    if (!isObject(rule) || !Array.isArray(rule.conditions)) return rule;
    const conditions = rule.conditions.filter((condition: unknown, position) => {
      const unknown = isObject(condition) && condition.type === UNKNOWN_CONDITION.type;
      if (unknown) taken.push({ rule: ruleIndex, position, condition });
      return !unknown;
    });
    return { ...rule, conditions };
  });
  return { forwarded: { ...body, rules }, taken };
}

/** Puts conditions taken by `takeUnknownConditions` back where they stood, in the gate just saved. */
export function restoreUnknownConditions(db: Database, id: string, taken: readonly TakenCondition[]): void {
  if (taken.length === 0) return;
  patchStoredGate(db, id, (gate) => {
    for (const { rule, position, condition } of taken) gate.rules[rule]?.conditions.splice(position, 0, condition);
  });
}

import type { Database } from '../../store/db';

/** JSON text of an object nested `depth` levels deep (`{"a":{"a":...1}}`), built as text so no stack is needed. */
export function deepJsonText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A parsed value nested `depth` levels deep, built by a loop. */
export function deepJsonValue(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

const deepGate = (id: string, version: number) =>
  `{"id":"${id}","name":"Broken","version":${String(version)},"rules":[],"extra":${deepJsonText(4100)}}`;

/** Plants version 3 of checkout_flow as a record nested 4,100 levels deep, in both tables, as the old server stored it. */
export function plantDeepGate(db: Database): void {
  db.prepare('UPDATE gates SET record = ? WHERE id = ?').run(deepGate('checkout_flow', 3), 'checkout_flow');
  db.prepare('INSERT INTO gate_versions (gate_id, version, record) VALUES (?, ?, ?)').run(
    'checkout_flow',
    3,
    deepGate('checkout_flow', 3),
  );
}

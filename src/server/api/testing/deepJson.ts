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

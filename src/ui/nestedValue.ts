import type { JsonValue } from '../contract/common';

/** `{"level": {"level": ... 1}}`, `depth` objects deep: what tests feed to code that must not walk it whole. */
export function nestedValue(depth: number, leaf: JsonValue = 1): JsonValue {
  let value: JsonValue = leaf;
  for (let level = 0; level < depth; level += 1) value = { level: value };
  return value;
}

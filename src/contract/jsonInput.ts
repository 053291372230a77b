import { MAX_JSON_DEPTH, MAX_JSON_VALUE_BYTES } from './limits';

/** What is wrong with a free-form JSON value of a request body, as a sentence. */
interface JsonValueIssue {
  message: string;
}

const encoder = new TextEncoder();

/**
 * Checks a value a client wants stored as free-form JSON: only JSON types (finite numbers, plain objects), at most
 * MAX_JSON_DEPTH levels, no `__proto__` key (JavaScript would drop or misread it), at most MAX_JSON_VALUE_BYTES
 * as JSON text. Iterative, so a hostile depth costs a loop, never the stack.
 */
export function jsonValueIssue(value: unknown): JsonValueIssue | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, path } = item;
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { message: `Numbers in JSON must be finite${where(path)}` };
      continue;
    }
    if (typeof current !== 'object' || !(Array.isArray(current) || isPlainObject(current))) {
      return {
        message: `Only JSON values are allowed here: text, numbers, true/false, null, lists and objects${where(path)}`,
      };
    }
    if (path.length >= MAX_JSON_DEPTH) {
      return {
        message: `This JSON nests more than ${String(MAX_JSON_DEPTH)} levels deep; at most ${String(MAX_JSON_DEPTH)} are allowed`,
      };
    }
    if (Array.isArray(current)) {
      current.forEach((child: unknown, index) => pending.push({ value: child, path: [...path, index] }));
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      if (key === '__proto__') return { message: `The key "__proto__" is not allowed in JSON values${where(path)}` };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  // Safe now: the depth is bounded, so stringify cannot overflow.
  const bytes = encoder.encode(JSON.stringify(value)).length;
  if (bytes > MAX_JSON_VALUE_BYTES) {
    return { message: `This JSON is ${kb(bytes)} KB; at most ${kb(MAX_JSON_VALUE_BYTES)} KB` };
  }
  return undefined;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The place inside the value, for the message; the error itself names the field. */
function where(path: readonly (string | number)[]): string {
  return path.length === 0 ? '' : ` (at ${path.join('.')})`;
}

function kb(bytes: number): string {
  return String(Math.ceil(bytes / 1024));
}

/**
 * Deeper than any value the API accepts (64 levels), so only a value the contract would refuse is ever cut; shallow
 * enough that writing it never comes near the call stack's limit.
 */
export const SHOWN_JSON_DEPTH = 100;

/** What stands in for a value cut at `depth` levels. */
export function deeperThanText(depth: number): string {
  return `… nested deeper than ${String(depth)} levels`;
}

interface BoundedJsonOptions {
  /** Spaces per level, as JSON.stringify's third argument; none by default. */
  indent?: number;
  /** Objects and arrays below this many levels are written as the string `deeperThanText(maxDepth)`. */
  maxDepth?: number;
  /** Writes object keys in sorted order, so values that differ only in key order give the same text. */
  sortKeys?: boolean;
}

/**
 * JSON.stringify for values read from the API, which may nest thousands of levels and overflow the stack there:
 * the same text for any value up to `maxDepth` levels, the marker string in place of anything deeper.
 * `undefined` at the top gives 'undefined' (JSON.stringify's undefined, as text).
 */
export function boundedJson(value: unknown, options: BoundedJsonOptions = {}): string {
  const { indent = 0, maxDepth = SHOWN_JSON_DEPTH, sortKeys = false } = options;
  const pad = ' '.repeat(Math.min(10, Math.max(0, indent)));
  return write(value, 0, { pad, maxDepth, sortKeys }) ?? 'undefined';
}

interface Writer {
  pad: string;
  maxDepth: number;
  sortKeys: boolean;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** One value at `depth`, or undefined where JSON.stringify leaves a value out (undefined, functions, symbols). */
function write(raw: unknown, depth: number, writer: Writer): string | undefined {
  const value = hasToJson(raw) ? raw.toJSON() : raw;
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return String(value);
    case 'bigint':
      return JSON.stringify(value.toString());
    case 'object':
      break;
    default:
      return undefined;
  }
  if (depth >= writer.maxDepth) return JSON.stringify(deeperThanText(writer.maxDepth));
  const inner = writer.pad === '' ? '' : `\n${writer.pad.repeat(depth + 1)}`;
  const outer = writer.pad === '' ? '' : `\n${writer.pad.repeat(depth)}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = (value as unknown[]).map((item) => write(item, depth + 1, writer) ?? 'null');
    return `[${inner}${items.join(`,${inner}`)}${outer}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (writer.sortKeys) entries.sort(byKey);
  const colon = writer.pad === '' ? ':' : ': ';
  const members = entries.flatMap(([key, item]) => {
    const text = write(item, depth + 1, writer);
    return text === undefined ? [] : [`${JSON.stringify(key)}${colon}${text}`];
  });
  if (members.length === 0) return '{}';
  return `{${inner}${members.join(`,${inner}`)}${outer}}`;
}

function hasToJson(value: unknown): value is { toJSON: () => unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/**
 * Depth checks that never recurse: a value or a text nested thousands of levels deep must get a clear answer, not
 * a stack overflow, both in the browser and on the server.
 */

/** Where a JSON text first nests deeper than `max`, or undefined when it stays within it. */
interface TooDeep {
  /** Keys and array indexes down to the value that crossed the limit. */
  path: (string | number)[];
}

type Frame = { kind: 'array'; index: number } | { kind: 'object'; key: string | undefined };

/**
 * Scans JSON text without parsing it and reports the first place it nests deeper than `max` arrays and objects.
 * Strings are skipped, so brackets inside them do not count; malformed text is left for `JSON.parse` to refuse.
 */
export function findTooDeepInText(text: string, max: number): TooDeep | undefined {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 0x22 /* " */) {
      const end = endOfString(text, i);
      const top = stack.at(-1);
      if (expectKey && top?.kind === 'object') top.key = readKey(text, i, end);
      i = end;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (stack.length >= max) return { path: pathOf(stack) };
      stack.push(char === 0x7b ? { kind: 'object', key: undefined } : { kind: 'array', index: 0 });
      expectKey = char === 0x7b;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (char === 0x2c /* , */) {
      const top = stack.at(-1);
      if (top?.kind === 'array') top.index += 1;
      expectKey = top?.kind === 'object';
    } else if (char === 0x3a /* : */) {
      expectKey = false;
    }
  }
  return undefined;
}

/** Index of the quote that closes the string opened at `start` (or the last index when it never closes). */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 0x5c /* \ */) i += 1;
    else if (char === 0x22) return i;
  }
  return text.length - 1;
}

function readKey(text: string, start: number, end: number): string {
  const raw = text.slice(start, end + 1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, -1);
  }
}

function pathOf(stack: readonly Frame[]): (string | number)[] {
  return stack.flatMap((frame): (string | number)[] =>
    frame.kind === 'array' ? [frame.index] : frame.key === undefined ? [] : [frame.key],
  );
}

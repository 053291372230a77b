import type { JsonValue } from '../contract/common';
import type { JsonTokenKind } from './jsonColours';

/** A piece of one-line JSON: a value or key in its colour, or punctuation (`kind` undefined) in the text colour. */
export interface InlineToken {
  text: string;
  kind?: JsonTokenKind;
}

/** About one line of a rule card at phone width and up. */
const INLINE_JSON_MAX_CHARS = 80;

/**
 * The value as one line of JSON tokens (`{"radiusKm": 5, "pickupEnabled": true}`), or undefined when its text
 * would pass `maxChars`. The walk stops as soon as the text is too long, so a huge value costs no more than a
 * small one.
 */
export function inlineJsonTokens(
  value: JsonValue,
  maxChars: number = INLINE_JSON_MAX_CHARS,
): InlineToken[] | undefined {
  const tokens: InlineToken[] = [];
  let length = 0;
  const push = (text: string, kind?: JsonTokenKind): boolean => {
    length += text.length;
    if (length > maxChars) return false;
    tokens.push(kind === undefined ? { text } : { text, kind });
    return true;
  };
  const write = (node: JsonValue): boolean => {
    if (node === null) return push('null', 'null');
    if (typeof node === 'string') return push(JSON.stringify(node), 'string');
    if (typeof node === 'number') return push(String(node), 'number');
    if (typeof node === 'boolean') return push(String(node), 'boolean');
    if (Array.isArray(node)) {
      if (!push('[')) return false;
      // Item by item, so a long array stops at the first item past the line instead of being copied first.
      for (let index = 0; index < node.length; index++) {
        if ((index > 0 && !push(', ')) || !write(node[index] ?? null)) return false;
      }
      return push(']');
    }
    if (!push('{')) return false;
    let first = true;
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      if ((!first && !push(', ')) || !push(`${JSON.stringify(key)}: `, 'key') || !write(node[key] ?? null))
        return false;
      first = false;
    }
    return push('}');
  };
  return write(value) ? tokens : undefined;
}

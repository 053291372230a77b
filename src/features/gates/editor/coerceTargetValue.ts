import type { TargetValueShape } from '../../../contract/conditionOperators';
import { escapeRegExp } from '../../../ui/escapeRegExp';

/** A condition's targetValue as the API and the form hold it. */
export type TargetValue = string[] | string | number;

/** Characters that separate values typed or pasted into a list: comma, newline (also CRLF) and tab (spreadsheets). */
export const LIST_SEPARATORS = [',', '\n', '\r', '\t'] as const;
const SEPARATOR_PATTERN = /[,\n\r\t]/;

/** "US, CA\nMX" → ["US", "CA", "MX"]: trimmed, empty pieces dropped, exact duplicates dropped (case matters). */
export function parseListText(text: string): string[] {
  const values = text
    .split(SEPARATOR_PATTERN)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  return [...new Set(values)];
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number typed as text ("3", " 2.5 ") becomes a number; anything else stays as typed so its error can show. */
export function numberFromText(text: string): number | string {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
}

function firstOf(values: readonly string[]): string {
  return values[0] ?? '';
}

/**
 * Converts a value to the shape an operator expects, keeping what the user typed wherever it can: a list keeps its
 * values as one pattern (`^(US|CA)$`, same meaning as "any of"), one version or segment takes the first value,
 * a single string splits into a list. A value that cannot convert stays as it is, so its error shows.
 */
export function coerceTargetValue(value: TargetValue | undefined, shape: TargetValueShape): TargetValue {
  switch (shape) {
    case 'list':
      if (Array.isArray(value)) return value;
      if (typeof value === 'number') return [String(value)];
      return value === undefined ? [] : parseListText(value);
    case 'number':
      if (typeof value === 'number') return value;
      if (Array.isArray(value)) return numberFromText(firstOf(value));
      return value === undefined ? '' : numberFromText(value);
    case 'pattern':
      if (Array.isArray(value)) {
        if (value.length <= 1) return firstOf(value);
        return `^(${value.map(escapeRegExp).join('|')})$`;
      }
      return value === undefined ? '' : String(value);
    case 'version':
    case 'segment':
      if (Array.isArray(value)) return firstOf(value).trim();
      return value === undefined ? '' : String(value);
  }
}

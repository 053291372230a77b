import type { JsonValue } from '../../contract/common';
import { boundedJson } from '../../ui/boundedJson';

/**
 * The declared winner in words: its variant name when the winner is a variant record, the text itself when it is a
 * string, else its JSON (the API does not fix its shape). Null while no winner is declared.
 */
export function winnerText(winner: JsonValue | null | undefined): string | null {
  if (winner === null || winner === undefined) return null;
  if (typeof winner === 'string') return winner;
  if (typeof winner === 'object' && !Array.isArray(winner) && typeof winner.name === 'string') return winner.name;
  return boundedJson(winner);
}

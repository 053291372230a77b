/**
 * Joins messages into one text of sentences: the server's "Gate updated successfully" has no full stop, and
 * running the next sentence on after it read as one broken line.
 */
export function asSentences(...parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

import { diffWords } from 'diff';

/** A piece of one side of a comparison; `changed` marks what the other side lacks. */
export interface Segment {
  text: string;
  changed: boolean;
}

/** Both sides of a text change, word by word (jsdiff): removed words marked before, added words marked after. */
export function textSides(before: string, after: string): { before: Segment[]; after: Segment[] } {
  const sides = { before: [] as Segment[], after: [] as Segment[] };
  for (const part of diffWords(before, after)) {
    if (!part.added) sides.before.push({ text: part.value, changed: part.removed });
    if (!part.removed) sides.after.push({ text: part.value, changed: part.added });
  }
  return sides;
}

/** Both sides of a list compared as a set: items the newer list dropped, and items it gained, are marked. */
export function listSides(
  before: readonly string[],
  after: readonly string[],
): { before: Segment[]; after: Segment[] } {
  const inBefore = new Set(before);
  const inAfter = new Set(after);
  return {
    before: before.map((text) => ({ text, changed: !inAfter.has(text) })),
    after: after.map((text) => ({ text, changed: !inBefore.has(text) })),
  };
}

import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/** What a screen reader hears while a rule is dragged: positions in words, not internal keys. */
export function ruleAnnouncements(keys: readonly string[]): Announcements {
  const position = (id: UniqueIdentifier) => `rule ${String(keys.indexOf(String(id)) + 1)}`;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${position(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${position(active.id)} is over the place of ${position(over.id)}.`
        : `${position(active.id)} is not over a rule.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${position(active.id)} at the place of ${position(over.id)}.` : `Dropped ${position(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${position(active.id)} was cancelled.`,
  };
}

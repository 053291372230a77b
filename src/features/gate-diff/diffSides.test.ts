import { describe, expect, it } from 'vitest';
import { listSides, textSides } from './diffSides';

describe('textSides', () => {
  it('marks only the words that changed on each side', () => {
    const sides = textSides('Ramping to iOS users', 'Ramping to all users');
    expect(sides.before.filter((s) => s.changed).map((s) => s.text)).toEqual(['iOS']);
    expect(sides.after.filter((s) => s.changed).map((s) => s.text)).toEqual(['all']);
    expect(sides.after.map((s) => s.text).join('')).toBe('Ramping to all users');
  });
  it('marks nothing for equal text', () => {
    expect(textSides('same', 'same').after).toEqual([{ text: 'same', changed: false }]);
  });
});

describe('listSides', () => {
  it('marks dropped items before and gained items after', () => {
    const sides = listSides(['web', 'ios'], ['ios', 'android']);
    expect(sides.before).toEqual([
      { text: 'web', changed: true },
      { text: 'ios', changed: false },
    ]);
    expect(sides.after).toEqual([
      { text: 'ios', changed: false },
      { text: 'android', changed: true },
    ]);
  });
});

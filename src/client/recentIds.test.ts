import { describe, expect, it } from 'vitest';
import type { StorageLike } from './browserStorage';
import { recentIds } from './recentIds';

const KEY = 'gatehouse.recentThings';
const { read: readRecentExperimentIds, remember: rememberExperimentId } = recentIds(KEY);

function memoryStorage(initial: Record<string, string> = {}): StorageLike {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('recent ids', () => {
  it('is empty on a device that opened none', () => {
    expect(readRecentExperimentIds(memoryStorage())).toEqual([]);
  });

  it('lists the most recently opened id first', () => {
    const storage = memoryStorage();
    rememberExperimentId('first', storage);
    rememberExperimentId('second', storage);
    expect(readRecentExperimentIds(storage)).toEqual(['second', 'first']);
  });

  it('moves an id opened again to the top instead of listing it twice', () => {
    const storage = memoryStorage();
    rememberExperimentId('a', storage);
    rememberExperimentId('b', storage);
    rememberExperimentId('a', storage);
    expect(readRecentExperimentIds(storage)).toEqual(['a', 'b']);
  });

  it('keeps only the last 10 ids', () => {
    const storage = memoryStorage();
    for (let index = 1; index <= 12; index += 1) rememberExperimentId(`exp_${String(index)}`, storage);
    const recent = readRecentExperimentIds(storage);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('exp_12');
    expect(recent).not.toContain('exp_2');
  });

  it('trims the id and ignores a blank one', () => {
    const storage = memoryStorage();
    rememberExperimentId('  spaced  ', storage);
    rememberExperimentId('   ', storage);
    expect(readRecentExperimentIds(storage)).toEqual(['spaced']);
  });

  it('starts afresh when the stored value is not a list of ids', () => {
    expect(readRecentExperimentIds(memoryStorage({ [KEY]: '{oops' }))).toEqual([]);
    expect(readRecentExperimentIds(memoryStorage({ [KEY]: '{"a":1}' }))).toEqual([]);
  });

  it('keeps lists under different keys apart', () => {
    const storage = memoryStorage();
    rememberExperimentId('mine', storage);
    recentIds('gatehouse.recentOthers').remember('theirs', storage);
    expect(readRecentExperimentIds(storage)).toEqual(['mine']);
  });

  it('still returns the new list when storage refuses to write', () => {
    const full: StorageLike = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberExperimentId('x', full)).toEqual(['x']);
  });
});

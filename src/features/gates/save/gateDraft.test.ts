import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../../../client/browserStorage';
import * as z from '../../../contract/zod';
import { deeperThanText, SHOWN_JSON_DEPTH } from '../../../ui/boundedJson';
import { nestedValue } from '../../../ui/nestedValue';
import { clearGateDraft, readGateDraft, saveGateDraft } from './gateDraft';

interface Values {
  name: string;
}

function memoryStorage(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const ValuesSchema = z.custom<Values>((value) => z.looseObject({ name: z.string() }).safeParse(value).success);

describe('gate drafts', () => {
  it('restores the values kept for the same gate, with their base version and time', () => {
    const storage = memoryStorage();
    saveGateDraft('checkout', { baseVersion: 7, savedAt: 1000, values: { name: 'Edited' } }, storage);
    expect(readGateDraft('checkout', ValuesSchema, storage)).toEqual({
      baseVersion: 7,
      savedAt: 1000,
      values: { name: 'Edited' },
    });
  });

  it('restores the base values kept with a draft, and drops base values of the wrong shape', () => {
    const storage = memoryStorage();
    saveGateDraft(
      'a',
      { baseVersion: 2, savedAt: 5, values: { name: 'Edited' }, baseValues: { name: 'Loaded' } },
      storage,
    );
    expect(readGateDraft('a', ValuesSchema, storage)?.baseValues).toEqual({ name: 'Loaded' });
    storage.setItem(
      'gatehouse.gateDraft.a',
      JSON.stringify({ baseVersion: 2, savedAt: 5, values: { name: 'E' }, baseValues: 7 }),
    );
    expect(readGateDraft('a', ValuesSchema, storage)).toEqual({ baseVersion: 2, savedAt: 5, values: { name: 'E' } });
  });

  it('keeps drafts of different gates apart', () => {
    const storage = memoryStorage();
    saveGateDraft('a', { baseVersion: 1, savedAt: 1, values: { name: 'A' } }, storage);
    expect(readGateDraft('b', ValuesSchema, storage)).toBeUndefined();
  });

  it('forgets a draft once cleared', () => {
    const storage = memoryStorage();
    saveGateDraft('a', { baseVersion: 1, savedAt: 1, values: { name: 'A' } }, storage);
    clearGateDraft('a', storage);
    expect(readGateDraft('a', ValuesSchema, storage)).toBeUndefined();
  });

  it('drops a stored draft that is not JSON or no longer has the form shape', () => {
    const storage = memoryStorage();
    storage.setItem('gatehouse.gateDraft.a', '{not json');
    expect(readGateDraft('a', ValuesSchema, storage)).toBeUndefined();
    storage.setItem(
      'gatehouse.gateDraft.a',
      JSON.stringify({ baseVersion: 1, savedAt: 1, values: { title: 'old shape' } }),
    );
    expect(readGateDraft('a', ValuesSchema, storage)).toBeUndefined();
  });

  it('does not fail the page when storage refuses to write or read', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => {
      saveGateDraft('a', { baseVersion: 1, savedAt: 1, values: { name: 'A' } }, broken);
    }).not.toThrow();
    expect(readGateDraft('a', ValuesSchema, broken)).toBeUndefined();
    expect(() => {
      clearGateDraft('a', broken);
    }).not.toThrow();
  });
});

describe('a draft holding a value nested 5,000 levels deep', () => {
  it('is kept, the deep value cut with the marker', () => {
    const storage = memoryStorage();
    saveGateDraft(
      'deep_gate',
      { baseVersion: 1, savedAt: 1, values: { name: 'Deep', returns: nestedValue(5_000) } },
      storage,
    );
    expect(readGateDraft('deep_gate', ValuesSchema, storage)?.values.name).toBe('Deep');
    expect(storage.entries.get('gatehouse.gateDraft.deep_gate')).toContain(deeperThanText(SHOWN_JSON_DEPTH));
  });
});

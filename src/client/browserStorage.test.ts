import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '../contract/zod';
import { scopedKey, type StorageLike, storedValue } from './browserStorage';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const Schema = z.object({ name: z.string() });
const named = (storage: StorageLike) =>
  storedValue({ key: 'gatehouse.test', schema: Schema, area: 'session', fallback: undefined, storage });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stored value', () => {
  it('reads back what was written, until removed', () => {
    const storage = memoryStorage();
    expect(named(storage).write({ name: 'a' })).toBe(true);
    expect(storage.items.get('gatehouse.test')).toBe('{"name":"a"}');
    expect(named(storage).read()).toEqual({ name: 'a' });
    expect(named(storage).remove()).toBe(true);
    expect(named(storage).read()).toBeUndefined();
  });

  it('gives the fallback for text that is not JSON', () => {
    expect(named(memoryStorage({ 'gatehouse.test': '{not json' })).read()).toBeUndefined();
  });

  it('gives the fallback for JSON of another shape', () => {
    expect(named(memoryStorage({ 'gatehouse.test': '{"name":3}' })).read()).toBeUndefined();
    const list = storedValue({
      key: 'k',
      schema: z.array(z.string()),
      area: 'local',
      fallback: [],
      storage: memoryStorage({ k: '{}' }),
    });
    expect(list.read()).toEqual([]);
  });

  it('reports a full storage on write instead of throwing', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(named(full).write({ name: 'a' })).toBe(false);
  });

  it('never throws when storage throws on every access', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(named(blocked).read()).toBeUndefined();
    expect(named(blocked).write({ name: 'a' })).toBe(false);
    expect(named(blocked).remove()).toBe(false);
  });

  it('keeps values in memory when the browser blocks storage, so the tab works until reload', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const value = storedValue({ key: 'gatehouse.blockedTest', schema: Schema, area: 'session', fallback: undefined });
    expect(value.write({ name: 'kept' })).toBe(true);
    expect(value.read()).toEqual({ name: 'kept' });
    value.remove();
  });

  it('uses the browser storage of its area', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: session, localStorage: local });
    storedValue({ key: 'k', schema: Schema, area: 'local', fallback: undefined }).write({ name: 'device' });
    expect(local.items.get('k')).toBe('{"name":"device"}');
    expect(session.items.size).toBe(0);
  });

  it('writes through a custom serialiser', () => {
    const storage = memoryStorage();
    storedValue({
      key: 'k',
      schema: Schema,
      area: 'session',
      fallback: undefined,
      storage,
      serialise: () => '{"name":"x"}',
    }).write({ name: 'a' });
    expect(storage.items.get('k')).toBe('{"name":"x"}');
  });
});

describe('scopedKey', () => {
  it('appends the scope to the prefix', () => {
    expect(scopedKey('gatehouse.gateDraft.', 'checkout')).toBe('gatehouse.gateDraft.checkout');
  });
});

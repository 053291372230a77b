import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, loadConnection, saveConnection, subscribeConnection } from './connection';

class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  /** Everything stored, for asserting that the key is or is not on the device. */
  dump() {
    return [...this.items.values()].join('\n');
  }
}

let session: FakeStorage;
let local: FakeStorage;

beforeEach(() => {
  session = new FakeStorage();
  local = new FakeStorage();
  vi.stubGlobal('window', {
    sessionStorage: session,
    localStorage: local,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connection settings', () => {
  it('defaults to same origin with no key', () => {
    expect(loadConnection()).toEqual({ baseUrl: '', apiKey: '', remember: false });
  });

  it('keeps the key for the tab only unless remember is ticked', () => {
    saveConnection({ baseUrl: 'https://api.example.com', apiKey: 'secret-1', remember: false });
    expect(session.dump()).toContain('secret-1');
    expect(local.dump()).not.toContain('secret-1');
    expect(loadConnection()).toEqual({ baseUrl: 'https://api.example.com', apiKey: 'secret-1', remember: false });
  });

  it('puts the key in localStorage when remember is ticked, and a new tab finds it', () => {
    saveConnection({ baseUrl: '', apiKey: 'secret-2', remember: true });
    expect(local.dump()).toContain('secret-2');
    session.items.clear(); // a new tab starts with empty sessionStorage
    expect(loadConnection().apiKey).toBe('secret-2');
  });

  it('removes the key from localStorage when remember is switched off', () => {
    saveConnection({ baseUrl: '', apiKey: 'secret-3', remember: true });
    saveConnection({ baseUrl: '', apiKey: 'secret-3', remember: false });
    expect(local.dump()).toBe('');
    expect(loadConnection().apiKey).toBe('secret-3');
  });

  it('trims the key and drops trailing slashes from the base URL', () => {
    saveConnection({ baseUrl: ' https://api.example.com/// ', apiKey: '  k1  ', remember: false });
    expect(loadConnection()).toMatchObject({ baseUrl: 'https://api.example.com', apiKey: 'k1' });
  });

  it('forgets everything on clear', () => {
    saveConnection({ baseUrl: 'https://a.example', apiKey: 'secret-4', remember: true });
    clearConnection();
    expect(session.dump() + local.dump()).toBe('');
    expect(loadConnection()).toEqual({ baseUrl: '', apiKey: '', remember: false });
  });

  it('returns the same object while nothing changed, as useSyncExternalStore needs', () => {
    saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
    expect(loadConnection()).toBe(loadConnection());
  });

  it('ignores stored settings it cannot read', () => {
    session.setItem('gatehouse.connection', '{not json');
    expect(loadConnection()).toEqual({ baseUrl: '', apiKey: '', remember: false });
  });

  it('tells subscribers about saves and clears until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConnection(listener);
    saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
    clearConnection();
    unsubscribe();
    saveConnection({ baseUrl: '', apiKey: 'k2', remember: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('connection settings without a window', () => {
  it('still saves and loads, in memory', () => {
    vi.unstubAllGlobals();
    saveConnection({ baseUrl: 'http://localhost:1', apiKey: 'mem', remember: true });
    expect(loadConnection()).toMatchObject({ baseUrl: 'http://localhost:1', apiKey: 'mem' });
    clearConnection();
    expect(loadConnection().apiKey).toBe('');
  });
});

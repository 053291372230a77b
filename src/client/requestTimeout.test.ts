import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_STORAGE_KEY, requestTimeoutMs } from './requestTimeout';

function storeTimeout(value: string | null): void {
  const localStorage = { getItem: (key: string) => (key === REQUEST_TIMEOUT_STORAGE_KEY ? value : null) };
  vi.stubGlobal('window', { localStorage });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestTimeoutMs', () => {
  it('is 20 seconds when nothing is stored', () => {
    storeTimeout(null);
    expect(requestTimeoutMs()).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('uses a stored whole number of milliseconds', () => {
    storeTimeout('1500');
    expect(requestTimeoutMs()).toBe(1_500);
  });

  it('keeps a stored value within half a second and two minutes', () => {
    storeTimeout('10');
    expect(requestTimeoutMs()).toBe(500);
    storeTimeout('999999');
    expect(requestTimeoutMs()).toBe(120_000);
  });

  it.each(['soon', '-5', '1.5', ''])('ignores the unreadable value %j', (value) => {
    storeTimeout(value);
    expect(requestTimeoutMs()).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
  });

  it('falls back to the default when storage is blocked', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(requestTimeoutMs()).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
  });
});

import { describe, expect, it } from 'vitest';
import { needsApiKey } from './needsApiKey';

const status = (serverHoldsKey: boolean) => ({ mode: 'embedded' as const, serverHoldsKey, apiKeyLocation: null });

describe('needsApiKey', () => {
  it('asks for a key when none is saved and the server does not hold one', () => {
    expect(needsApiKey('', status(false))).toBe(true);
  });

  it('does not ask when a key is saved', () => {
    expect(needsApiKey('secret', status(false))).toBe(false);
  });

  it('does not ask when the server adds the key', () => {
    expect(needsApiKey('', status(true))).toBe(false);
  });

  it('does not ask before the server status is known', () => {
    expect(needsApiKey('', undefined)).toBe(false);
  });
});

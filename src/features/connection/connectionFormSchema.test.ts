import { describe, expect, it } from 'vitest';
import { ConnectionFormSchema, isBaseUrl } from './connectionFormSchema';

describe('isBaseUrl', () => {
  it('accepts an empty base URL, meaning this site', () => {
    expect(isBaseUrl('')).toBe(true);
    expect(isBaseUrl('   ')).toBe(true);
  });

  it('accepts http and https addresses', () => {
    expect(isBaseUrl('http://localhost:8787')).toBe(true);
    expect(isBaseUrl('https://console.example.com/api')).toBe(true);
  });

  it('accepts a path on this site', () => {
    expect(isBaseUrl('/upstream')).toBe(true);
  });

  it('rejects other schemes, bare words and protocol-relative addresses', () => {
    expect(isBaseUrl('ftp://example.com')).toBe(false);
    expect(isBaseUrl('javascript:alert(1)')).toBe(false);
    expect(isBaseUrl('example.com')).toBe(false);
    expect(isBaseUrl('//evil.example.com')).toBe(false);
  });
});

describe('ConnectionFormSchema', () => {
  it('trims the base URL and the key', () => {
    const values = ConnectionFormSchema.parse({ baseUrl: ' https://a.example ', apiKey: ' k1 ', remember: false });
    expect(values).toEqual({ baseUrl: 'https://a.example', apiKey: 'k1', remember: false });
  });

  it('explains a wrong base URL in a sentence', () => {
    const result = ConnectionFormSchema.safeParse({ baseUrl: 'localhost', apiKey: '', remember: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Base URL must be empty/);
  });
});

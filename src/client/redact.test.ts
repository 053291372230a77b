import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('removes the key itself wherever it appears', () => {
    expect(redactSecrets('Key console-abcdef rejected (console-abcdef)', 'console-abcdef')).toBe(
      'Key [redacted] rejected ([redacted])',
    );
  });

  it('removes the percent-encoded key too', () => {
    expect(redactSecrets('GET /x?k=a%2Fb%20c failed', 'a/b c')).not.toContain('a%2Fb%20c');
  });

  it('removes values after key= and key:', () => {
    expect(redactSecrets('bad api_key=s3cr3t&x=1')).toBe('bad api_key=[redacted]&x=1');
    expect(redactSecrets('Invalid SERVICE-API-KEY: hunter2')).toBe('Invalid SERVICE-API-KEY: [redacted]');
    expect(redactSecrets('token = abc')).toBe('token = [redacted]');
  });

  it('removes a key echoed in JSON', () => {
    expect(redactSecrets('{"apiKey":"zzz","ok":true}')).toBe('{"apiKey":"[redacted]","ok":true}');
  });

  it('removes a secret-looking value after "api-key" and a space', () => {
    expect(redactSecrets('api-key 9f8e7d6c5b4a rejected')).toBe('api-key [redacted] rejected');
    expect(redactSecrets('Unknown API key sk_live_1234abcd')).toBe('Unknown API key [redacted]');
  });

  it('keeps ordinary words after "key", so the standard 401 message reads as before', () => {
    const message = 'Missing or invalid SERVICE-API-KEY header';
    expect(redactSecrets(message)).toBe(message);
    expect(redactSecrets('Set the API key on the Connection page.')).toBe('Set the API key on the Connection page.');
  });

  it('leaves text without secrets alone and ignores an empty key', () => {
    expect(redactSecrets('Gate updated successfully', '')).toBe('Gate updated successfully');
    expect(redactSecrets('The monkey=banana rule', undefined)).toBe('The monkey=banana rule');
  });
});

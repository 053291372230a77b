import { describe, expect, it } from 'vitest';
import { permalinkHref } from './permalinkHref';

describe('permalinkHref', () => {
  it('links a relative path', () => {
    expect(permalinkHref('/layers/checkout_layer')).toBe('/layers/checkout_layer');
  });
  it('links an https URL', () => {
    expect(permalinkHref('https://console.example.com/layers/x')).toBe('https://console.example.com/layers/x');
  });
  it('does not link a javascript: URL', () => {
    expect(permalinkHref('javascript:alert(1)')).toBeUndefined();
  });
  it('does not link a protocol-relative URL', () => {
    expect(permalinkHref('//evil.example.com')).toBeUndefined();
  });
  it('does not link plain text', () => {
    expect(permalinkHref('layer page')).toBeUndefined();
  });
});

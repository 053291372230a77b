import { describe, expect, it } from 'vitest';
import { inlineJsonTokens } from './inlineJsonTokens';

const text = (tokens: { text: string }[] | undefined) => tokens?.map((token) => token.text).join('');

describe('inlineJsonTokens', () => {
  it('writes a short value as one line of JSON, each key and value in its kind', () => {
    const tokens = inlineJsonTokens(
      { pickupEnabled: true, openingHour: 7, radiusKm: 5, note: null, methods: ['card'] },
      120,
    );
    expect(text(tokens)).toBe(
      '{"pickupEnabled": true, "openingHour": 7, "radiusKm": 5, "note": null, "methods": ["card"]}',
    );
    expect(tokens).toContainEqual({ text: '"radiusKm": ', kind: 'key' });
    expect(tokens).toContainEqual({ text: 'true', kind: 'boolean' });
    expect(tokens).toContainEqual({ text: '"card"', kind: 'string' });
    expect(tokens).toContainEqual({ text: ', ' });
  });

  it('writes plain values and empty containers', () => {
    expect(text(inlineJsonTokens('a "quoted" word'))).toBe('"a \\"quoted\\" word"');
    expect(text(inlineJsonTokens(false))).toBe('false');
    expect(text(inlineJsonTokens({}))).toBe('{}');
    expect(text(inlineJsonTokens([]))).toBe('[]');
  });

  it('gives up on a value longer than the line', () => {
    expect(inlineJsonTokens('x'.repeat(81))).toBeUndefined();
    expect(inlineJsonTokens({ a: 1 }, 7)).toBeUndefined();
    expect(text(inlineJsonTokens({ a: 1 }, 8))).toBe('{"a": 1}');
  });

  it('stops early on a huge value', () => {
    const huge = Array.from({ length: 1_000_000 }, (_, index) => index);
    const started = performance.now();
    expect(inlineJsonTokens(huge)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

import { describe, expect, it } from 'vitest';
import { deeperThanText, SHOWN_JSON_DEPTH } from '../../ui/boundedJson';
import { nestedValue } from '../../ui/nestedValue';
import { winnerText } from './winnerText';

describe('winnerText', () => {
  it('is null while no winner is declared', () => {
    expect(winnerText(null)).toBeNull();
    expect(winnerText(undefined)).toBeNull();
  });

  it('names the winning variant', () => {
    expect(winnerText({ id: 'v1', name: 'Buy now', json: { label: 'Buy now' } })).toBe('Buy now');
  });

  it('shows a winner of another shape as text or JSON', () => {
    expect(winnerText('variant_b')).toBe('variant_b');
    expect(winnerText({ variant: 2 })).toBe('{"variant":2}');
  });
});

describe('winnerText of a winner nested 5,000 levels deep', () => {
  it('writes its JSON, cut with the marker', () => {
    expect(winnerText([nestedValue(5_000)])).toContain(deeperThanText(SHOWN_JSON_DEPTH));
  });
});

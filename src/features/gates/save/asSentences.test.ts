import { describe, expect, it } from 'vitest';
import { asSentences } from './asSentences';

describe('asSentences', () => {
  it('ends each part with a full stop before the next begins', () => {
    expect(asSentences('Gate updated successfully', "Rule 'US' is at 75% now; 100% is scheduled for noon")).toBe(
      "Gate updated successfully. Rule 'US' is at 75% now; 100% is scheduled for noon.",
    );
  });

  it('keeps a part that already ends a sentence and drops empty parts', () => {
    expect(asSentences('Saved!', '', 'Done.')).toBe('Saved! Done.');
  });
});

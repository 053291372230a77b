import { describe, expect, it } from 'vitest';
import { serverKeyNote } from './serverKeyNoteText';

describe('serverKeyNote', () => {
  it('says no key is needed when the server adds it', () => {
    expect(serverKeyNote({ mode: 'proxy', serverHoldsKey: true, apiKeyLocation: null })).toBe(
      'The server adds the API key; you do not need one here.',
    );
  });

  it("points to the embedded server's key file", () => {
    expect(serverKeyNote({ mode: 'embedded', serverHoldsKey: false, apiKeyLocation: 'data/api-key' })).toBe(
      "The embedded server's key is in data/api-key",
    );
  });

  it('sends the user to whoever runs the API when the server does not say', () => {
    expect(serverKeyNote({ mode: 'unknown', serverHoldsKey: false, apiKeyLocation: null })).toMatch(/ask whoever runs/);
  });
});

/** A stored record that exists but cannot be read (too deep or corrupt); the start-up check quarantines it. */
export class UnreadableRecordError extends Error {
  constructor(readonly key: string) {
    super(`Stored record "${key}" cannot be read`);
    this.name = 'UnreadableRecordError';
  }
}

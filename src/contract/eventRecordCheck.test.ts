import { describe, expect, it } from 'vitest';
import { EventRecordSchema } from './event';
import { EventRecordCheck } from './eventRecordCheck';

const event = {
  extra: { kept: true },
  metadata: { page: '/home', depth: { a: [1, 2] } },
  userID: 'u1',
  timestamp: '1700000000000',
  name: 'page/view',
  source: 'web',
  value: '3',
};

// Every shape the list may meet: the plain check must read each exactly as EventRecordSchema does, the same data in
// the same key order (Copy as JSON writes it), or the same issues with the same words.
const inputs: [string, unknown][] = [
  ['a whole event with an unknown field', event],
  ['only the required fields', { timestamp: '1', name: 'a' }],
  ['optional fields present as undefined', { timestamp: '1', name: 'a', source: undefined, userID: undefined }],
  ['an empty object', {}],
  ['a numeric timestamp', { ...event, timestamp: 1 }],
  ['a name of null', { ...event, name: null }],
  ['a numeric source and text metadata', { ...event, source: 3, metadata: 'x' }],
  ['a value of false', { ...event, value: false }],
  ['a user id as an array', { ...event, userID: ['u1'] }],
  ['metadata of null', { ...event, metadata: null }],
  ['metadata as an array', { ...event, metadata: [] }],
  ['an array', [event]],
  ['null', null],
  ['a number', 5],
];

describe('EventRecordCheck', () => {
  it.each(inputs)('reads %s as EventRecordSchema does', (_, value) => {
    const plain = EventRecordCheck.safeParse(value);
    const schema = EventRecordSchema.safeParse(value);
    expect(plain.success).toBe(schema.success);
    if (plain.success && schema.success) {
      expect(JSON.stringify(plain.data)).toBe(JSON.stringify(schema.data));
      expect(plain.data).toEqual(schema.data);
    }
    if (!plain.success && !schema.success) {
      const issues = schema.error.issues.map(({ path, message }) => ({ path, message }));
      expect(plain.error.issues).toEqual(issues);
    }
  });

  it('gives absent metadata an empty object, not the same object each time', () => {
    const first = EventRecordCheck.safeParse({ timestamp: '1', name: 'a' });
    const second = EventRecordCheck.safeParse({ timestamp: '1', name: 'a' });
    expect(first.success && first.data.metadata).toEqual({});
    expect(first.success && second.success && first.data.metadata !== second.data.metadata).toBe(true);
  });
});

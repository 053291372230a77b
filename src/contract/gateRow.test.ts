import { describe, expect, it } from 'vitest';
import { GateSchema } from './gate';
import { GateRowCheck } from './gateRow';

const gate = {
  id: 'checkout_v2',
  name: 'Checkout v2',
  isEnabled: true,
  status: 'In Progress',
  type: 'TEMPORARY',
  tags: ['checkout'],
  rules: [],
  checksPerHour: 12,
  creatorName: 'Maya',
  creatorEmail: null,
  createdTime: 1_700_000_000_000,
  lastModifierName: 'Ada',
  lastModifierEmail: 'ada@example.com',
  lastModifiedTime: 1_700_000_100_000,
  somethingNew: { kept: true },
};

// Records whose fault lies in a field a row shows: the row check must refuse each as GateSchema does, naming the
// same field first with the same words, so the list's "could not be read" note reads the same either way.
const broken: [string, unknown][] = [
  ['no id', { ...gate, id: undefined }],
  ['a numeric id', { ...gate, id: 7 }],
  ['a numeric name', { ...gate, name: 42 }],
  ['isEnabled as text', { ...gate, isEnabled: 'yes' }],
  ['a numeric status', { ...gate, status: 3 }],
  ['a type of null', { ...gate, type: null }],
  ['rules as an object', { ...gate, rules: {} }],
  ['a tag that is a number', { ...gate, tags: ['a', 2] }],
  ['tags as text', { ...gate, tags: 'a,b' }],
  ['checks per hour as text', { ...gate, checksPerHour: '12' }],
  ['a fractional created time', { ...gate, createdTime: 1.5 }],
  ['a modified time as text', { ...gate, lastModifiedTime: 'yesterday' }],
  ['a creator email of 5', { ...gate, creatorEmail: 5 }],
  ['an array', [gate]],
  ['null', null],
];

describe('GateRowCheck', () => {
  it('reads a whole gate as GateSchema does for the fields a row shows, keeping the rest', () => {
    const row = GateRowCheck.safeParse(gate);
    const whole = GateSchema.parse(gate);
    expect(row).toEqual({ success: true, data: gate });
    expect(row.success && row.data.tags).toEqual(whole.tags);
  });

  it('gives absent rules and tags the schema defaults', () => {
    const row = GateRowCheck.safeParse({ id: 'bare' });
    expect(row.success && [row.data.rules, row.data.tags]).toEqual([[], []]);
    expect(GateSchema.parse({ id: 'bare' })).toMatchObject({ rules: [], tags: [] });
  });

  it.each(broken)('refuses %s with the issue GateSchema names first', (_, value) => {
    const row = GateRowCheck.safeParse(value);
    const whole = GateSchema.safeParse(value);
    expect(whole.success).toBe(false);
    expect(row.success).toBe(false);
    const first = whole.error?.issues[0];
    expect(row.success ? undefined : row.error.issues[0]).toEqual({ path: first?.path, message: first?.message });
  });

  it('lets through a fault in a field no row shows (the page checks whole records once idle)', () => {
    const badRule = { ...gate, rules: [{ name: 3 }] };
    expect(GateRowCheck.safeParse(badRule).success).toBe(true);
    expect(GateSchema.safeParse(badRule).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Gate } from './gate';
import { type StaleReasonKind, staleReasons, typeReasonWords } from './staleGates';

const NOW = Date.UTC(2026, 0, 15, 12);
const DAY = 24 * 60 * 60 * 1000;
const everyone = { name: 'Everyone', passPercentage: 100, conditions: [] };
const nobody = { name: 'Nobody', passPercentage: 0, conditions: [] };
const half = { name: 'Half', passPercentage: 50, conditions: [] };
const employees = {
  name: 'Employees',
  passPercentage: 100,
  conditions: [{ type: 'email', operator: 'str_ends_with_any', targetValue: ['@example.com'] }],
};

/** An enabled, permanent, checked gate changed `idleDays` ago, with `overrides`. */
function gate(idleDays: number, overrides: Partial<Gate> = {}): Gate {
  return {
    id: 'g',
    isEnabled: true,
    type: 'PERMANENT',
    typeReason: 'NONE',
    rules: [half],
    tags: [],
    targetApps: [],
    checksPerHour: 1200,
    lastModifiedTime: NOW - idleDays * DAY,
    ...overrides,
  };
}

const cases: [string, Gate, StaleReasonKind[]][] = [
  ['a gate in progress, changed last week', gate(7), []],
  ['launched 30 days ago', gate(30, { rules: [everyone] }), ['launched']],
  ['launched 29 days ago', gate(29, { rules: [everyone] }), []],
  ['100 % only behind a condition', gate(60, { rules: [employees] }), []],
  ['every rule at 0 % for 31 days', gate(31, { rules: [nobody, { ...employees, passPercentage: 0 }] }), ['all-false']],
  ['every rule at 0 % for 10 days', gate(10, { rules: [nobody] }), []],
  ['disabled for 45 days', gate(45, { isEnabled: false, rules: [everyone] }), ['disabled']],
  ['disabled for 3 days', gate(3, { isEnabled: false }), []],
  ['no rules, changed today', gate(0, { rules: [] }), ['no-rules']],
  ['temporary, unchanged for 90 days', gate(90, { type: 'TEMPORARY' }), ['temporary-unchanged']],
  ['temporary, unchanged for 89 days', gate(89, { type: 'TEMPORARY' }), []],
  ['no checks in the last hour', gate(1, { checksPerHour: 0 }), ['no-checks']],
  ['checks unknown (an upstream without the field)', gate(1, { checksPerHour: undefined }), []],
  [
    'marked stale by the service, launched and unchecked',
    gate(200, { type: 'STALE', typeReason: 'STALE_ALL_TRUE', rules: [everyone], checksPerHour: 0 }),
    ['marked-stale', 'launched', 'no-checks'],
  ],
  ['made permanent after the service marked it', gate(1, { typeReason: 'STALE_NO_RULES' }), []],
  ['archived, however old', gate(400, { status: 'Archived', isEnabled: false, rules: [] }), []],
  [
    'no modification time: only the timeless reasons',
    gate(0, { lastModifiedTime: undefined, rules: [] }),
    ['no-rules'],
  ],
];

describe('staleReasons', () => {
  it.each(cases)('%s', (_name, input, kinds) => {
    expect(staleReasons(input, NOW).map((reason) => reason.kind)).toEqual(kinds);
  });

  it('says each reason in words with the days counted', () => {
    const words = staleReasons(
      gate(120, { type: 'TEMPORARY', rules: [], isEnabled: false, checksPerHour: 0 }),
      NOW,
    ).map((reason) => reason.words);
    expect(words).toEqual([
      'Disabled, unchanged for 120 days',
      'No rules: everyone fails',
      'Temporary and unchanged for 120 days',
      'No checks (0 per hour)',
    ]);
    expect(staleReasons(gate(75, { rules: [everyone] }), NOW)[0]?.words).toBe(
      'Launched to everyone (100 % with no conditions), unchanged for 75 days',
    );
  });

  it("names the service's reason, or shows one it does not know as sent", () => {
    expect(staleReasons(gate(1, { type: 'STALE', typeReason: 'STALE_PROBABLY_DEAD_CHECK' }), NOW)[0]?.words).toBe(
      'Marked stale by the service: probably no longer checked in code',
    );
    expect(typeReasonWords('STALE_SOMETHING_NEW')).toBe('STALE_SOMETHING_NEW');
    expect(typeReasonWords('NONE')).toBe('no reason given');
  });
});

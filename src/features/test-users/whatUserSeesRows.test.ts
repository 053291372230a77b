import { describe, expect, it } from 'vitest';
import type { EveryEntity } from '../../client/queries/everyEntityQueries';
import { TestUserSchema } from '../../contract/evaluation/testUser';
import type { Gate } from '../../contract/gate';
import { evaluateForUser, filterRows, namedSubjects, resultCounts, type WhatUserSeesRow } from './whatUserSeesRows';

const maya = TestUserSchema.parse({ userID: 'maya', country: 'CA' });

function gate(id: string, rules: Gate['rules'], extra: Partial<Gate> = {}): Gate {
  return { id, name: id.replace(/_/g, ' '), rules, tags: [], targetApps: [], isEnabled: true, ...extra };
}

const entities: EveryEntity = {
  gates: {
    source: 'list',
    notFound: [],
    items: [
      gate('guest_mode', [{ id: 'r1', name: 'Everyone', passPercentage: 100, conditions: [] }]),
      gate('tablet_layout', [
        {
          id: 'r2',
          name: 'Tablets',
          passPercentage: 100,
          conditions: [{ type: 'os_name', operator: 'any', targetValue: ['iPadOS'] }],
        },
      ]),
      gate('time_limited', [
        { id: 'r3', name: 'Later', passPercentage: 100, conditions: [{ type: 'time', operator: 'after' }] },
      ]),
    ],
  },
  configs: {
    source: 'recent',
    notFound: [],
    items: [
      {
        summary: { id: 'checkout_copy' },
        detail: undefined,
        rules: [
          {
            id: 'c1',
            name: 'Canada',
            passPercentage: 50,
            conditions: [{ type: 'country', operator: 'any', targetValue: ['CA'] }],
          },
        ],
      },
    ],
  },
};

async function rows(bucketing: 'exact' | 'estimate' = 'exact') {
  return evaluateForUser(namedSubjects(entities), maya, { bucketing });
}

describe('evaluateForUser', () => {
  it('gives each gate and config its result, deciding rule and reason in words, gates first', async () => {
    const evaluated = await rows();
    expect(evaluated.map((row) => [row.id, row.kind, row.result, row.decidingRule])).toEqual([
      ['guest_mode', 'gate', 'pass', "Rule 1 'Everyone'"],
      ['tablet_layout', 'gate', 'fail', undefined],
      ['time_limited', 'gate', 'unknown', "Rule 1 'Later'"],
      ['checkout_copy', 'dynamic_config', expect.stringMatching(/^(pass|fail)$/), "Rule 1 'Canada'"],
    ]);
    expect(evaluated[1]?.why).toBe('Fails by default: no rule applies');
    // A config without a name shows its id.
    expect(evaluated[3]?.name).toBe('checkout_copy');
  });

  it('marks a partial percentage as the estimate upstream, never a 100 % rule', async () => {
    const evaluated = await rows('estimate');
    expect(evaluated.map((row) => row.estimate)).toEqual([false, false, false, true]);
  });

  it('reports progress up to the whole count and stops when aborted', async () => {
    const [first] = namedSubjects(entities);
    if (first === undefined) throw new Error('The fixture has no gate.');
    const many = Array.from({ length: 45 }, () => first);
    const seen: number[] = [];
    await evaluateForUser(many, maya, { bucketing: 'exact', onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([20, 40, 45]);
    const controller = new AbortController();
    controller.abort();
    await expect(evaluateForUser(many, maya, { bucketing: 'exact', signal: controller.signal })).rejects.toThrow();
  });
});

describe('filterRows', () => {
  it('keeps rows by text in id, name or reason, by result and by kind', async () => {
    const evaluated: WhatUserSeesRow[] = await rows();
    const ids = (filter: Parameters<typeof filterRows>[1]) => filterRows(evaluated, filter).map((row) => row.id);
    expect(ids({ text: 'TABLET', result: undefined, kind: undefined })).toEqual(['tablet_layout']);
    expect(ids({ text: 'no rule applies', result: undefined, kind: undefined })).toEqual(['tablet_layout']);
    expect(ids({ text: '', result: 'unknown', kind: undefined })).toEqual(['time_limited']);
    expect(ids({ text: '', result: undefined, kind: 'dynamic_config' })).toEqual(['checkout_copy']);
    expect(ids({ text: 'guest', result: 'fail', kind: undefined })).toEqual([]);
  });

  it('counts the results shown above the table, unknown only when there is one', async () => {
    const evaluated = await rows();
    expect(resultCounts(evaluated.slice(0, 2))).toBe('1 pass, 1 fail');
    expect(resultCounts(evaluated.slice(0, 3))).toBe('1 pass, 1 fail, 1 unknown');
  });
});

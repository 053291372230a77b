import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { diffGates } from '../../gate-diff/diffGates';
import { gateFixture, ruleFixture } from '../../gate-diff/gateFixture';
import { findVersion, pageOfVersion, predecessorOf, summarizeVersion, versionAt } from './versionTimeline';

const beta = ruleFixture({
  id: 'r1',
  name: 'Beta',
  passPercentage: 10,
  conditions: [{ type: 'country', operator: 'any', targetValue: ['US'] }],
});
const staff = ruleFixture({ id: 'r2', name: 'Staff', passPercentage: 100 });

function version(n: number, time: number, overrides: Partial<Gate> = {}): Gate {
  return gateFixture({ version: n, lastModifiedTime: time, rules: [beta, staff], ...overrides });
}

describe('summarizeVersion', () => {
  it('says the first version created the gate', () => {
    expect(summarizeVersion(version(1, 10), [])).toBe('gate created');
  });

  it('says "no changes" for a version saved without edits (an audited act)', () => {
    expect(summarizeVersion(version(2, 20), [version(1, 10)])).toBe('no changes');
  });

  it('names a rule that was moved and where to', () => {
    expect(summarizeVersion(version(2, 20, { rules: [staff, beta] }), [version(1, 10)])).toBe(
      "rule 'Staff' moved to position 1",
    );
  });

  it('reads a changed condition as one removed and one added, with the percentage change', () => {
    const canada = {
      ...beta,
      passPercentage: 50,
      conditions: [{ type: 'country', operator: 'any', targetValue: ['CA'] }],
    };
    const summary = summarizeVersion(version(2, 20, { rules: [canada, staff] }), [version(1, 10)]);
    expect(summary).toBe("rule 'Beta' 10% → 50%, condition added, condition removed");
  });

  it('names a version whose content is that of an older version, not the one before it, as restored from it', () => {
    const raised = { ...beta, passPercentage: 60 };
    // Version 3 restored version 1; its rules got new ids, as a rule deleted since the restored version does.
    const restored = version(3, 30, {
      rules: [
        { ...beta, id: 'n1' },
        { ...staff, id: 'n2' },
      ],
    });
    const older = [version(2, 20, { rules: [raised] }), version(1, 10)];
    expect(summarizeVersion(restored, older)).toMatch(/^Restored from version 1: /);
  });

  it('does not call a save without changes, or a version unlike any older one, a restore', () => {
    expect(summarizeVersion(version(3, 30), [version(2, 20), version(1, 10)])).toBe('no changes');
    const raised = { ...beta, passPercentage: 60 };
    expect(
      summarizeVersion(version(3, 30, { rules: [raised, staff] }), [version(2, 20, { rules: [] }), version(1, 10)]),
    ).not.toMatch(/Restored/);
  });

  it('puts the conditions that changed in the diff of the rule', () => {
    const withEmail = {
      ...beta,
      conditions: [...beta.conditions, { type: 'email', operator: 'str_ends_with_any', targetValue: ['@x.example'] }],
    };
    const rule = diffGates(version(1, 10), version(2, 20, { rules: [withEmail, staff] })).rules[0];
    expect(rule?.kind).toBe('changed');
    expect(rule?.kind === 'changed' ? rule.conditionChanges : undefined).toEqual({
      added: [withEmail.conditions[1]],
      removed: [],
    });
  });
});

describe('finding versions', () => {
  // Newest first, as the API lists them.
  const versions = [version(4, 400), version(3, 300), version(2, 200), version(1, 100)];

  it('finds a version and the one before it', () => {
    expect(findVersion(versions, 3)?.lastModifiedTime).toBe(300);
    expect(predecessorOf(versions, 3)?.version).toBe(2);
    expect(predecessorOf(versions, 1)).toBeUndefined();
    expect(findVersion(versions, 9)).toBeUndefined();
  });

  it('picks the latest version saved at or before a moment', () => {
    expect(versionAt(versions, 300)?.version).toBe(3);
    expect(versionAt(versions, 399)?.version).toBe(3);
    expect(versionAt(versions, 10_000)?.version).toBe(4);
  });

  it('finds no version before the gate existed', () => {
    expect(versionAt(versions, 99)).toBeUndefined();
  });

  it('knows on which timeline page a version is listed', () => {
    expect(pageOfVersion(versions, 4, 2)).toBe(1);
    expect(pageOfVersion(versions, 2, 2)).toBe(2);
    expect(pageOfVersion(versions, 1, 3)).toBe(2);
  });
});

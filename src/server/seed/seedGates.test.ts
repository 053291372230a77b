import { describe, expect, it } from 'vitest';
import { CONDITION_TYPES, OPERATORS } from '../../contract/conditionOperators';
import { GATE_STATUSES, GATE_TYPES } from '../../contract/enums';
import { GATE_TYPE_REASONS } from '../../contract/recordEnums';
import { GateNameSchema, GateSchema, GateWritableSchema, type Gate } from '../../contract/gate';
import { gateIdFromName } from '../../contract/gateId';
import * as z from '../../contract/zod';
import { deriveGateStatus } from '../../contract/gateStatus';
import { HOSTILE_TEXT } from './hostileText';
import { REGIONAL_RULE_COUNT } from './regionalGate';
import { seedGates } from './seedGates';
import { DAY } from './seedTime';

const NOW = Date.UTC(2026, 0, 15, 12);
const gates = seedGates(NOW);
const current = gates.map(({ versions }) => {
  const last = versions.at(-1);
  if (!last) throw new Error('A gate without versions');
  return last;
});
const allVersions = gates.flatMap(({ versions }) => versions);
const currentRules = current.flatMap((gate) => gate.rules);

/** What the gate editor sends back when a person saves the gate unchanged. */
function writablePart(gate: Gate) {
  const writableType = gate.type === 'PERMANENT' || gate.type === 'TEMPORARY';
  return {
    name: gate.name,
    description: gate.description,
    isEnabled: gate.isEnabled,
    rules: gate.rules,
    tags: gate.tags,
    ...(writableType ? { type: gate.type } : {}),
    idType: gate.idType,
    targetApps: gate.targetApps,
    reviewSettings: gate.reviewSettings,
  };
}

describe('seeded gates', () => {
  it('has at least 40 gates, each with 1 to 30 versions numbered 1..n in time order', () => {
    expect(gates.length).toBeGreaterThanOrEqual(40);
    for (const { versions } of gates) {
      expect(versions.length).toBeGreaterThanOrEqual(1);
      expect(versions.length).toBeLessThanOrEqual(30);
      versions.forEach((version, index) => {
        expect(version.version).toBe(index + 1);
        if (index > 0)
          expect(version.lastModifiedTime).toBeGreaterThan(versions[index - 1]?.lastModifiedTime ?? Infinity);
        expect(version.lastModifiedTime).toBeLessThan(NOW);
      });
    }
    expect(gates.some(({ versions }) => versions.length === 1)).toBe(true);
    expect(gates.some(({ versions }) => versions.length === 30)).toBe(true);
  });

  it('parses every version with the contract gate schema', () => {
    for (const version of allVersions) expect(GateSchema.safeParse(version).error).toBeUndefined();
  });

  it('lets every version be saved from the editor unchanged', () => {
    for (const version of allVersions) {
      const schema =
        version.type === 'PERMANENT' || version.type === 'TEMPORARY'
          ? GateWritableSchema
          : z.omit(GateWritableSchema, { type: true });
      const result = schema.safeParse(writablePart(version));
      expect(result.error, `${version.id} v${String(version.version)}`).toBeUndefined();
    }
  });

  it('gives gates unique valid names and ids formatted from them, with permalinks to the console', () => {
    const ids = current.map((gate) => gate.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const gate of current) {
      expect(GateNameSchema.safeParse(gate.name).success).toBe(true);
      expect(gate.id).toBe(gateIdFromName(gate.name ?? ''));
      expect(gate.id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(gate.permalink).toBe(`/gates/${encodeURIComponent(gate.id)}`);
    }
  });

  it('covers every status, type and type reason', () => {
    expect(new Set(current.map((gate) => gate.status))).toEqual(new Set(GATE_STATUSES));
    expect(new Set(current.map((gate) => gate.type))).toEqual(new Set(GATE_TYPES));
    expect(new Set(current.map((gate) => gate.typeReason))).toEqual(new Set(GATE_TYPE_REASONS));
  });

  it('derives each status from isEnabled and the rules, except archived gates', () => {
    for (const version of allVersions) {
      if (version.status === 'Archived') {
        expect(version.isEnabled).toBe(false);
        continue;
      }
      expect(version.status).toBe(deriveGateStatus(version.isEnabled ?? true, version.rules));
    }
  });

  it('gives each status several gates and a stale-gate review something under every reason', () => {
    for (const status of GATE_STATUSES)
      expect(current.filter((gate) => gate.status === status).length).toBeGreaterThan(2);
    const live = current.filter((gate) => gate.status !== 'Archived');
    const idleDays = (gate: Gate) => (NOW - (gate.lastModifiedTime ?? NOW)) / DAY;
    const reasons: Record<string, (gate: Gate) => boolean> = {
      'launched 30+ days': (gate) => gate.status === 'Launched' && idleDays(gate) >= 30,
      'all false 30+ days': (gate) =>
        gate.rules.length > 0 && gate.rules.every((rule) => rule.passPercentage === 0) && idleDays(gate) >= 30,
      'disabled 30+ days': (gate) => gate.status === 'Disabled' && idleDays(gate) >= 30,
      'no rules': (gate) => gate.rules.length === 0,
      'temporary, unchanged 90+ days': (gate) => gate.type === 'TEMPORARY' && idleDays(gate) >= 90,
      'no checks': (gate) => gate.checksPerHour === 0,
    };
    for (const [reason, applies] of Object.entries(reasons)) {
      // Each also on a gate the service has not marked, so the review finds more than the service's own list.
      expect(live.filter((gate) => gate.typeReason === 'NONE' && applies(gate)).length, reason).toBeGreaterThan(0);
    }
    expect(live.some((gate) => gate.status === 'Launched' && idleDays(gate) < 30)).toBe(true);
    expect(live.some((gate) => gate.status === 'Disabled' && idleDays(gate) < 30)).toBe(true);
  });

  it('marks only service-set types with a stale reason and only templates as templates', () => {
    for (const gate of current) {
      expect(gate.typeReason === 'NONE').toBe(gate.type !== 'STALE');
      expect(gate.isTemplate).toBe(gate.type === 'TEMPLATE');
    }
  });

  it('uses every condition type and every operator, segments without one', () => {
    const conditions = currentRules.flatMap((rule) => rule.conditions);
    expect(new Set(conditions.map((condition) => condition.type))).toEqual(new Set(CONDITION_TYPES));
    expect(new Set(conditions.flatMap((condition) => condition.operator ?? []))).toEqual(new Set(OPERATORS));
    for (const condition of conditions) {
      const isSegment = condition.type === 'passes_segment' || condition.type === 'fails_segment';
      expect(condition.operator === undefined).toBe(isSegment);
      if (condition.type === 'custom_field') expect(condition.field).toBeTruthy();
      if (condition.type === 'unit_id') expect(condition.customID).toBeTruthy();
    }
  });

  it('gives every rule an id and a base id, and some rules automated rollouts and environments', () => {
    for (const rule of currentRules) {
      expect(rule.id).toBeTruthy();
      expect(rule.baseID).toBeTruthy();
    }
    expect(currentRules.some((rule) => (rule.completedAutomatedRollouts ?? []).length > 0)).toBe(true);
    expect(currentRules.some((rule) => (rule.pendingAutomatedRollouts ?? []).length > 0)).toBe(true);
    expect(currentRules.some((rule) => Array.isArray(rule.environments))).toBe(true);
    expect(currentRules.some((rule) => rule.environments === null)).toBe(true);
  });

  it('changes something a reviewer can see between consecutive versions', () => {
    const visible = (gate: Gate) =>
      JSON.stringify([gate.description, gate.isEnabled, gate.status, gate.rules, gate.tags]);
    for (const { versions } of gates) {
      for (let i = 1; i < versions.length; i += 1) {
        const [before, after] = [versions[i - 1], versions[i]];
        if (before && after) expect(visible(after), `${after.id} v${String(after.version)}`).not.toBe(visible(before));
      }
    }
  });

  it('ramps some rule through 10, 25, 50 and 100 percent across versions', () => {
    const ramps = gates.filter(({ versions }) => {
      const byRule = new Map<string, number[]>();
      for (const version of versions) {
        for (const rule of version.rules)
          byRule.set(rule.id ?? '', [...(byRule.get(rule.id ?? '') ?? []), rule.passPercentage]);
      }
      return [...byRule.values()].some((steps) => [10, 25, 50, 100].every((step) => steps.includes(step)));
    });
    expect(ramps.length).toBeGreaterThan(0);
  });

  it('has one gate with 200 rules for the editor performance case', () => {
    expect(current.filter((gate) => gate.rules.length === REGIONAL_RULE_COUNT)).toHaveLength(1);
  });

  it('varies modifiers, including some without an email, and puts reviews on some versions', () => {
    expect(new Set(allVersions.map((gate) => gate.lastModifierID)).size).toBeGreaterThan(5);
    expect(allVersions.some((gate) => gate.lastModifierEmail === null)).toBe(true);
    expect(allVersions.some((gate) => gate.creatorEmail === null)).toBe(true);
    expect(allVersions.some((gate) => gate.activeReview?.reviewStatus === 'PENDING_REVIEW')).toBe(true);
    expect(current.some((gate) => (gate.reviewSettings?.allowedReviewers ?? []).length > 0)).toBe(true);
    for (const gate of current) {
      const reviewerIds = (gate.reviewSettings?.allowedReviewers ?? []).map((reviewer) => reviewer.id);
      expect(new Set(reviewerIds).size).toBe(reviewerIds.length);
    }
    expect(new Set(current.map((gate) => gate.owner?.ownerType))).toEqual(new Set(['USER', 'SDK_KEY']));
    expect(current.some((gate) => gate.team === null)).toBe(true);
  });

  it('carries hostile text in descriptions and rule names so pages show it as text', () => {
    for (const text of Object.values(HOSTILE_TEXT)) {
      expect(
        current.some((gate) => gate.description?.includes(text)),
        `description with ${text}`,
      ).toBe(true);
      expect(
        currentRules.some((rule) => rule.name.includes(text)),
        `rule name with ${text}`,
      ).toBe(true);
    }
  });
});

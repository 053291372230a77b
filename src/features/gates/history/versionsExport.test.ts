import { describe, expect, it } from 'vitest';
import { gateFixture } from '../../gate-diff/gateFixture';
import { deeperThanText, SHOWN_JSON_DEPTH } from '../../../ui/boundedJson';
import { nestedValue } from '../../../ui/nestedValue';
import { type VersionsExport, versionsExportFile } from './versionsExport';

describe('versionsExportFile', () => {
  it('holds every version given, newest first, with the gate and the time of export', () => {
    const versions = [gateFixture({ version: 2 }), gateFixture({ version: 1 })];
    const file = versionsExportFile('checkout_flow', versions, new Date('2026-03-04T05:06:07.089Z'));
    const parsed = JSON.parse(file.text) as VersionsExport;
    expect(parsed.gateId).toBe('checkout_flow');
    expect(parsed.exportedAt).toBe('2026-03-04T05:06:07.089Z');
    expect(parsed.versions.map((gate) => gate.version)).toEqual([2, 1]);
    expect(parsed.versionCount).toBe(2);
    expect(file.name).toBe('checkout_flow-versions-2026-03-04T05-06-07-089Z.json');
  });

  it('keeps characters a file name cannot hold out of the name', () => {
    expect(versionsExportFile('a/b c', [], new Date(0)).name).toMatch(/^a_b_c-versions-/);
  });
});

describe('versionsExportFile with a value nested 5,000 levels deep', () => {
  it('exports every version, the deep value cut with the marker', () => {
    const deep = gateFixture({
      version: 2,
      rules: [{ name: 'Deep', passPercentage: 100, conditions: [], returnValue: nestedValue(5_000) }],
    });
    const file = versionsExportFile('checkout_flow', [deep, gateFixture({ version: 1 })], new Date(0));
    const parsed = JSON.parse(file.text) as VersionsExport;
    expect(parsed.versions.map((gate) => gate.version)).toEqual([2, 1]);
    expect(file.text).toContain(deeperThanText(SHOWN_JSON_DEPTH));
  });
});

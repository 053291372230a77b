// The new body limits must not lock out the data the server starts with. Every seeded gate (the 200-rule regional
// gate and the hostile-text ones included) is sent back unchanged (an archived one once unarchived) and accepted,
// and the start-up check finds nothing to quarantine in the seed.
import { describe, expect, it } from 'vitest';
import type { Gate } from '../../contract/gate';
import { WRITABLE_GATE_TYPES } from '../../contract/enums';
import { read, testApi, v1 } from '../api/testing/testApp';
import { openDatabase } from '../store/db';
import { importSeed } from '../store/importSeed';
import { quarantineUnreadableRecords } from '../store/quarantine';
import { buildSeed } from './buildSeed';
import { REGIONAL_RULE_COUNT } from './regionalGate';

const isWritableType = (type: Gate['type']): type is (typeof WRITABLE_GATE_TYPES)[number] =>
  (WRITABLE_GATE_TYPES as readonly (string | undefined)[]).includes(type);

describe('the seed under the body and record limits', () => {
  it('takes every seeded gate back unchanged, and quarantines nothing of it', async () => {
    const db = openDatabase(':memory:');
    importSeed(db, buildSeed({ eventCount: 10 }));
    expect(quarantineUnreadableRecords(db, 1, () => undefined)).toEqual([]);
    const api = testApi({ db, seed: false });
    const gates = (await read<Gate[]>(await api.get(v1('/gates?limit=100')))).data;
    expect(Math.max(...gates.map((gate) => gate.rules.length))).toBe(REGIONAL_RULE_COUNT);
    for (const gate of gates) {
      // An archived gate is read-only until unarchived, which makes one version.
      const archived = gate.status === 'Archived';
      if (archived) await api.post(v1(`/gates/${encodeURIComponent(gate.id)}/unarchive`), undefined);
      const { name, description, isEnabled, rules, tags, idType, targetApps, reviewSettings, type, version } = gate;
      const body = {
        name,
        description,
        isEnabled,
        tags,
        idType,
        targetApps,
        reviewSettings,
        ...(isWritableType(type) ? { type } : {}),
        rules: rules.map(({ id, name: ruleName, passPercentage, conditions, environments }) => ({
          id,
          name: ruleName,
          passPercentage,
          conditions,
          environments,
        })),
        expectedVersion: (version ?? 0) + (archived ? 1 : 0),
        safeChangeStrategy: 'immediate',
      };
      const response = await api.post(v1(`/gates/${encodeURIComponent(gate.id)}`), body);
      expect(response.status, `${gate.id}: ${(await read(response.clone())).message}`).toBe(200);
      const saved = (await read<Gate>(response)).data;
      expect({ description: saved.description, rules: saved.rules.length, tags: saved.tags }).toEqual({
        description,
        rules: rules.length,
        tags,
      });
    }
  });
});

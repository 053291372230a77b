import { describe, expect, it } from 'vitest';
import { AutotuneSchema } from '../../contract/autotune';
import { EventRecordSchema, MetricSchema } from '../../contract/event';
import { PulseLoadSchema, SummarySchema } from '../../contract/experiment';
import { GateSchema } from '../../contract/gate';
import { LayerSchema } from '../../contract/layer';
import { RuleSchema } from '../../contract/rule';
import { buildSeed } from './buildSeed';

const NOW = Date.UTC(2026, 0, 15, 12);

describe('buildSeed', () => {
  it('builds every record in a shape the contract schemas accept', () => {
    const seed = buildSeed({ now: NOW, eventCount: 500 });
    const problems = (schema: { safeParse: (value: unknown) => { success: boolean } }, records: unknown[]) =>
      records.filter((record) => !schema.safeParse(record).success);
    expect(
      problems(
        GateSchema,
        seed.gates.flatMap((gate) => gate.versions),
      ),
    ).toEqual([]);
    expect(problems(LayerSchema, seed.layers)).toEqual([]);
    expect(problems(AutotuneSchema, seed.autotunes)).toEqual([]);
    expect(
      problems(
        SummarySchema,
        seed.dynamicConfigs.map((config) => config.summary),
      ),
    ).toEqual([]);
    expect(
      problems(
        RuleSchema,
        seed.dynamicConfigs.flatMap((config) => config.rules),
      ),
    ).toEqual([]);
    expect(
      problems(
        SummarySchema,
        seed.experiments.map((experiment) => experiment.summary),
      ),
    ).toEqual([]);
    expect(
      problems(
        PulseLoadSchema,
        seed.experiments.flatMap((experiment) => experiment.pulseLoads),
      ),
    ).toEqual([]);
    expect(problems(MetricSchema, seed.metrics)).toEqual([]);
    expect(problems(EventRecordSchema, [...seed.events()])).toEqual([]);
  });

  it('gives the same data for the same options', () => {
    const first = buildSeed({ now: NOW, eventCount: 300 });
    const second = buildSeed({ now: NOW, eventCount: 300 });
    const { events: firstEvents, ...firstRest } = first;
    const { events: secondEvents, ...secondRest } = second;
    expect(JSON.stringify(secondRest)).toBe(JSON.stringify(firstRest));
    expect([...secondEvents()]).toEqual([...firstEvents()]);
    // Reading the events twice gives the same stream, so a store may iterate them again.
    expect([...firstEvents()]).toEqual([...firstEvents()]);
  });

  it('moves every time with now', () => {
    const earlier = buildSeed({ now: NOW - 86_400_000, eventCount: 10 });
    const later = buildSeed({ now: NOW, eventCount: 10 });
    expect(later.gates[0]?.versions[0]?.createdTime).toBe(
      (earlier.gates[0]?.versions[0]?.createdTime ?? 0) + 86_400_000,
    );
  });

  it('defaults now to the current time', () => {
    const before = Date.now();
    const seed = buildSeed({ eventCount: 10 });
    const newest = Math.max(
      ...seed.gates.flatMap((gate) => gate.versions.map((version) => version.lastModifiedTime ?? 0)),
    );
    expect(newest).toBeLessThanOrEqual(Date.now());
    expect(newest).toBeGreaterThan(before - 7 * 86_400_000);
  });

  it('builds quickly and leaves the 200,000 default events to be generated lazily', () => {
    const started = performance.now();
    const seed = buildSeed({ now: NOW });
    const builtMs = performance.now() - started;
    console.log(`buildSeed() took ${builtMs.toFixed(0)} ms`);
    let count = 0;
    const names = new Set<string>();
    for (const event of seed.events()) {
      count += 1;
      names.add(event.name);
    }
    expect(count).toBe(200_000);
    expect(names.size).toBe(12);
  });
});

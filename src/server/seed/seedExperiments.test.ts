import { describe, expect, it } from 'vitest';
import { FINISHED_STATES, RELOAD_TYPES } from '../../contract/recordEnums';
import { seedExperiments } from './seedExperiments';

const NOW = Date.UTC(2026, 0, 15, 12);
const experiments = seedExperiments(NOW);
const loads = experiments.flatMap((experiment) => experiment.pulseLoads);

describe('seeded experiments', () => {
  it('has six experiments with 10 to 200 pulse loads each', () => {
    expect(experiments).toHaveLength(6);
    for (const { pulseLoads } of experiments) {
      expect(pulseLoads.length).toBeGreaterThanOrEqual(10);
      expect(pulseLoads.length).toBeLessThanOrEqual(200);
    }
  });

  it('has every reload type and every finished state', () => {
    expect(new Set(loads.map((load) => load.reloadType))).toEqual(new Set(RELOAD_TYPES));
    expect(new Set(loads.flatMap((load) => load.finishedState ?? []))).toEqual(new Set(FINISHED_STATES));
  });

  it('leaves a couple of experiments with a load still running, without finish fields', () => {
    const running = loads.filter((load) => !('finishedState' in load));
    expect(running).toHaveLength(2);
    for (const load of running) expect('finishedTime' in load).toBe(false);
  });

  it('stamps dates as YYYY-MM-DD, ends no earlier than starts, and finishes after creation', () => {
    for (const load of loads) {
      expect(load.startDs).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(load.endDs).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((load.endDs ?? '') >= (load.startDs ?? '')).toBe(true);
      expect(load.dagID).toBeTruthy();
      if (load.finishedTime != null) expect(load.finishedTime).toBeGreaterThan(load.createdTime);
      expect(load.createdTime).toBeLessThan(NOW);
    }
  });
});

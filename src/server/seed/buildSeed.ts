import type { SeedData } from './seedTypes';
import { seedAutotunes } from './seedAutotunes';
import { seedDynamicConfigs } from './seedDynamicConfigs';
import { DEFAULT_EVENT_COUNT, seedEvents } from './seedEvents';
import { seedExperiments } from './seedExperiments';
import { seedGates } from './seedGates';
import { seedLayers } from './seedLayers';
import { seedMetrics } from './seedMetrics';
import { seedMetricSources } from './seedMetricSources';

interface BuildSeedOptions {
  /** The moment the seed is relative to; every time in it lies before this, except pending rollouts. */
  now?: number;
  /** How many events `events()` yields in all. */
  eventCount?: number;
}

/** The data the embedded server starts with. The same options always give the same data; events are lazy. */
export function buildSeed(options: BuildSeedOptions = {}): SeedData {
  const now = options.now ?? Date.now();
  return {
    gates: seedGates(now),
    layers: seedLayers(now),
    autotunes: seedAutotunes(now),
    dynamicConfigs: seedDynamicConfigs(now),
    experiments: seedExperiments(now),
    metrics: seedMetrics(now),
    metricSources: seedMetricSources(now),
    events: seedEvents(now, options.eventCount ?? DEFAULT_EVENT_COUNT),
  };
}

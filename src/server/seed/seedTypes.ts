import type { Autotune } from '../../contract/autotune';
import type { EventRecord, Metric } from '../../contract/event';
import type { PulseLoad, Summary } from '../../contract/experiment';
import type { Gate } from '../../contract/gate';
import type { Layer } from '../../contract/layer';
import type { Rule } from '../../contract/rule';
import type { SeededMetricSource } from './seedMetricSources';

/** Everything the embedded server is seeded with on first start. Records are in their API shape. */
export interface SeedData {
  /** Each gate's history, oldest version first; the last entry is the current gate. */
  gates: { versions: Gate[] }[];
  layers: Layer[];
  autotunes: Autotune[];
  dynamicConfigs: { summary: Summary; rules: Rule[] }[];
  /** Warehouse-native experiments with their pulse load history. */
  experiments: { summary: Summary; pulseLoads: PulseLoad[] }[];
  metrics: Metric[];
  /** Stored as created, with creator and created time. */
  metricSources: SeededMetricSource[];
  /** Yields every seeded event once; generated lazily so 200,000 events need not sit in memory. */
  events: () => Iterable<EventRecord>;
}

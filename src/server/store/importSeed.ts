import { seedAuditEntries } from '../seed/seedAuditEntries';
import type { SeedData } from '../seed/seedTypes';
import { writeAuditEntry } from './auditLogStore';
import { putCreatedRecord } from './createdRecordStore';
import type { Database } from './db';
import { putDynamicConfigRules } from './dynamicConfigStore';
import { insertEvents } from './eventStore';
import { insertGateVersion, saveGateVersion } from './gateStore';
import { putMetric } from './metricStore';
import { insertMetricSource } from './metricSourceStore';
import { insertPulseLoad } from './pulseLoadStore';
import { putSummary } from './summaryStore';

const SEEDED_TABLES = [
  'gates',
  'layers',
  'autotunes',
  'dynamic_configs',
  'experiments',
  'metrics',
  'metric_sources',
  'events',
] as const;

/** True when nothing has been stored yet, so the host knows to seed. */
export function isStoreEmpty(db: Database): boolean {
  return SEEDED_TABLES.every(
    (table) => db.prepare<[], { found: number }>(`SELECT 1 AS found FROM ${table} LIMIT 1`).get() === undefined,
  );
}

/**
 * Writes the seed into the store: meant for an empty store (records with the same id are replaced, events are
 * added). Records go in one transaction; events stream in batches so 200,000 of them stay fast and small.
 */
export function importSeed(db: Database, seed: SeedData): void {
  db.transaction(() => {
    for (const { versions } of seed.gates) {
      const current = versions.at(-1);
      if (!current) continue;
      for (const version of versions.slice(0, -1)) insertGateVersion(db, version);
      saveGateVersion(db, current);
    }
    for (const layer of seed.layers) putCreatedRecord(db, 'layers', layer);
    for (const autotune of seed.autotunes) putCreatedRecord(db, 'autotunes', autotune);
    for (const { summary, rules } of seed.dynamicConfigs) {
      putSummary(db, 'dynamic_configs', summary);
      putDynamicConfigRules(db, summary.id, rules);
    }
    for (const { summary, pulseLoads } of seed.experiments) {
      putSummary(db, 'experiments', summary);
      for (const load of pulseLoads) insertPulseLoad(db, summary.id, load);
    }
    for (const metric of seed.metrics) putMetric(db, metric);
    for (const source of seed.metricSources) insertMetricSource(db, source.name, source.createdTime, source);
    for (const entry of seedAuditEntries(seed)) writeAuditEntry(db, entry);
  })();
  insertEvents(db, seed.events());
}

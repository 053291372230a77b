import type { Gate } from '../../contract/gate';
import { auditEntryForCreate, auditEntryForGateChange } from '../api/audit/auditEntries';
import type { AuditEntryInput } from '../store/auditLogStore';
import type { SeedData } from './seedTypes';

/**
 * The audit log of the seeded records, as if each had been written through the API: a gate's first version is its
 * create and each later one an update (by that version's author, at its time); autotunes and metric sources were
 * created by their creators.
 */
export function* seedAuditEntries(seed: SeedData): Generator<AuditEntryInput> {
  for (const { versions } of seed.gates) {
    let before: Gate | undefined;
    for (const version of versions) {
      yield auditEntryForGateChange(before, version, before === undefined ? 'gate_create' : 'gate_update');
      before = version;
    }
  }
  for (const autotune of seed.autotunes) yield auditEntryForCreate('autotune_experiment_create', autotune.id, autotune);
  for (const source of seed.metricSources) yield auditEntryForCreate('metric_source_create', source.name, source);
}

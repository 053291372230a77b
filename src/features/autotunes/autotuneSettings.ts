import type { Autotune } from '../../contract/autotune';
import { boundedJson } from '../../ui/boundedJson';

const OPTIONAL_SETTINGS: readonly (readonly [key: string, label: string])[] = [
  ['optimizationParameter', 'Optimization parameter'],
  ['valueColumn', 'Value column'],
  ['metricSourceID', 'Metric source'],
  ['attributionWindowUnit', 'Attribution window unit'],
  ['explorationWindowRate', 'Exploration window rate'],
  ['longtermExplorationAllocation', 'Long-term exploration allocation'],
  ['isContextual', 'Contextual'],
  ['metadataField', 'Metadata field'],
  ['higherIsBetter', 'Higher is better'],
  ['featureList', 'Features'],
  ['linkedExperimentName', 'Linked experiment'],
  ['goalRichText', 'Goal'],
];

function settingText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return boundedJson(value);
}

/**
 * The create-time settings that the autotune record does not list but a server may send back, as label and text; only
 * those present, so an upstream that drops them shows nothing instead of empty rows.
 */
export function optionalSettings(autotune: Autotune): { key: string; label: string; text: string }[] {
  const record = autotune as Record<string, unknown>;
  return OPTIONAL_SETTINGS.flatMap(([key, label]) => {
    const value = record[key];
    if (value === undefined || value === null || value === '') return [];
    return [{ key, label, text: settingText(value) }];
  });
}

/** The attribution window unit a server sent back (not in the record's type), if any. */
export function attributionWindowUnitOf(autotune: Autotune): string | undefined {
  const unit = (autotune as Record<string, unknown>).attributionWindowUnit;
  return typeof unit === 'string' && unit !== '' ? unit : undefined;
}

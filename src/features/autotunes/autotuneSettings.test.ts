import { describe, expect, it } from 'vitest';
import { AutotuneSchema } from '../../contract/autotune';
import { deeperThanText, SHOWN_JSON_DEPTH } from '../../ui/boundedJson';
import { nestedValue } from '../../ui/nestedValue';
import { optionalSettings } from './autotuneSettings';

describe('optionalSettings', () => {
  it('lists the create settings the record carries, in words', () => {
    const autotune = AutotuneSchema.parse({
      id: 'a',
      explorationWindowRate: 0.5,
      isContextual: true,
      featureList: ['country', 'device'],
      metadataField: '',
    });
    expect(optionalSettings(autotune)).toEqual([
      { key: 'explorationWindowRate', label: 'Exploration window rate', text: '0.5' },
      { key: 'isContextual', label: 'Contextual', text: 'Yes' },
      { key: 'featureList', label: 'Features', text: 'country, device' },
    ]);
  });

  it('is empty for a record with none of them', () => {
    expect(optionalSettings(AutotuneSchema.parse({ id: 'a' }))).toEqual([]);
  });
});

describe('optionalSettings with a setting nested 5,000 levels deep', () => {
  it('shows it as JSON cut with the marker', () => {
    const [setting] = optionalSettings(AutotuneSchema.parse({ id: 'a', goalRichText: nestedValue(5_000) }));
    expect(setting?.text).toContain(deeperThanText(SHOWN_JSON_DEPTH));
  });
});

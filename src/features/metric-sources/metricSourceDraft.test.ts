import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../../client/browserStorage';
import { createdMetricSources } from './createdMetricSources';
import { metricSourceDraft } from './metricSourceDraft';
import { emptyMetricSourceForm } from './metricSourceFormSchema';

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

describe('metric source draft', () => {
  it('gives back the values saved, until cleared', () => {
    const storage = memoryStorage();
    const values = { ...emptyMetricSourceForm(), name: 'orders', sql: 'select 1', isVerified: true };
    metricSourceDraft.save(values, storage);
    expect(metricSourceDraft.read(storage)).toEqual(values);
    metricSourceDraft.clear(storage);
    expect(metricSourceDraft.read(storage)).toBeUndefined();
  });

  it('restores a draft only when something was typed into it', () => {
    const storage = memoryStorage();
    metricSourceDraft.save(emptyMetricSourceForm(), storage);
    expect(metricSourceDraft.readFilled(storage)).toBeUndefined();
    const values = { ...emptyMetricSourceForm(), timestampColumn: 'ts' };
    metricSourceDraft.save(values, storage);
    expect(metricSourceDraft.readFilled(storage)).toEqual(values);
  });

  it('ignores a stored draft of another shape instead of failing the form', () => {
    const storage = memoryStorage();
    storage.setItem('gatehouse.metricSourceDraft', JSON.stringify({ name: 3 }));
    expect(metricSourceDraft.read(storage)).toBeUndefined();
    storage.setItem('gatehouse.metricSourceDraft', '{not json');
    expect(metricSourceDraft.read(storage)).toBeUndefined();
  });
});

describe('created metric sources', () => {
  it('finds the answer of a create by the source name, the latest one winning', () => {
    const storage = memoryStorage();
    const record = { name: 'orders', tags: [], idTypeMapping: [] };
    createdMetricSources.remember('Created', record, storage);
    createdMetricSources.remember('Created again', { ...record, sql: 'select 2' }, storage);
    expect(createdMetricSources.find('orders', storage)).toEqual({
      message: 'Created again',
      record: { ...record, sql: 'select 2' },
    });
    expect(createdMetricSources.find('payments', storage)).toBeUndefined();
  });
});

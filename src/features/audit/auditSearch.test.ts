import { describe, expect, it } from 'vitest';
import { auditFilters, AuditSearchSchema } from './auditSearch';

// The router hands every search value over as text, as the address has it, a repeated key as a list.
function read(query: string) {
  const params = new URLSearchParams(query);
  const values = [...new Set(params.keys())].map((key) => {
    const all = params.getAll(key);
    return [key, all.length === 1 ? all[0] : all] as const;
  });
  return AuditSearchSchema.parse(Object.fromEntries(values));
}

describe('AuditSearchSchema', () => {
  it('keeps every filter from the address, trimmed', () => {
    const search = read(
      '?startDate=2026-01-02&endDate=2026-02-03&actionTypes=gate_update&actionTypes=gate_create&id=%20checkout%20&updatedBy=Maya&tags=a&tags=b&page=2',
    );
    expect(search).toEqual({
      page: 2,
      startDate: '2026-01-02',
      endDate: '2026-02-03',
      actionTypes: ['gate_update', 'gate_create'],
      id: 'checkout',
      updatedBy: 'Maya',
      tags: ['a', 'b'],
    });
    expect(auditFilters(search)).toEqual({
      startDate: '2026-01-02',
      endDate: '2026-02-03',
      actionTypes: 'gate_update,gate_create',
      id: 'checkout',
      updatedBy: 'Maya',
      tags: 'a,b',
    });
  });

  it('reads an older link whose lists are comma-separated', () => {
    expect(read('?actionTypes=gate_update,gate_create&tags=a,b')).toMatchObject({
      actionTypes: ['gate_update', 'gate_create'],
      tags: ['a', 'b'],
    });
  });

  it('drops what a hand-edited address gets wrong instead of failing the page', () => {
    const search = read('?startDate=yesterday&actionTypes=gate_update,,nonsense,gate_update&id=%20%20&tags=,');
    expect(search.startDate).toBeUndefined();
    expect(search.actionTypes).toEqual(['gate_update']);
    expect(search.id).toBeUndefined();
    expect(search.tags).toBeUndefined();
  });

  it('leaves every filter unset when the address has none', () => {
    expect(auditFilters(read(''))).toEqual({
      startDate: undefined,
      endDate: undefined,
      actionTypes: undefined,
      id: undefined,
      updatedBy: undefined,
      tags: undefined,
    });
  });
});

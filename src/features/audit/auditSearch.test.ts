import { describe, expect, it } from 'vitest';
import { auditFilters, AuditSearchSchema } from './auditSearch';

// The router hands every search value over as text, as the address has it.
const read = (query: string) => AuditSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));

describe('AuditSearchSchema', () => {
  it('keeps every filter from the address, trimmed', () => {
    const search = read(
      '?startDate=2026-01-02&endDate=2026-02-03&actionTypes=gate_update,gate_create&id=%20checkout%20&updatedBy=Maya&tags=a,b&page=2',
    );
    expect(search).toEqual({
      page: 2,
      startDate: '2026-01-02',
      endDate: '2026-02-03',
      actionTypes: 'gate_update,gate_create',
      id: 'checkout',
      updatedBy: 'Maya',
      tags: 'a,b',
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

  it('drops what a hand-edited address gets wrong instead of failing the page', () => {
    const search = read('?startDate=yesterday&actionTypes=gate_update,,nonsense,gate_update&id=%20%20&tags=,');
    expect(search.startDate).toBeUndefined();
    expect(search.actionTypes).toBe('gate_update');
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

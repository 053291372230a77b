import { describe, expect, it } from 'vitest';
import { GateListQuerySchema } from './gateListQuery';

describe('the gate list query', () => {
  it('asks for nothing when no parameter is given', () => {
    expect(GateListQuerySchema.parse({})).toEqual({ tag: [] });
  });

  it('takes every status, type, sort and order the API names', () => {
    expect(
      GateListQuerySchema.parse({ status: 'In Progress', type: 'STALE', sort: 'checksPerHour', order: 'desc' }),
    ).toMatchObject({ status: 'In Progress', type: 'STALE', sort: 'checksPerHour', order: 'desc' });
  });

  it('refuses an unknown status, type, sort or order, naming the parameter and what it takes', () => {
    const result = GateListQuerySchema.safeParse({ status: 'launched', type: 'temporary', sort: 'owner', order: 'up' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['status', 'status must be one of: In Progress, Launched, Disabled, Archived'],
      ['type', 'type must be one of: PERMANENT, TEMPORARY, STALE, TEMPLATE'],
      ['sort', 'sort must be one of: name, lastModifiedTime, createdTime, checksPerHour'],
      ['order', 'order must be one of: asc, desc'],
    ]);
  });

  it('reads an empty value as absent, as an empty select in a form sends it', () => {
    expect(GateListQuerySchema.parse({ status: '', type: '', sort: '', order: '', creator: '', tag: '' })).toEqual({
      tag: [],
    });
  });

  it('takes one tag or several, each once and in the order given', () => {
    expect(GateListQuerySchema.parse({ tag: 'web' }).tag).toEqual(['web']);
    expect(GateListQuerySchema.parse({ tag: ['web', 'beta', 'web', ''] }).tag).toEqual(['web', 'beta']);
  });

  it('trims a creator or modifier needle and drops one that is only spaces', () => {
    expect(GateListQuerySchema.parse({ creator: '  Maya ', modifier: '   ' })).toEqual({ tag: [], creator: 'Maya' });
  });
});

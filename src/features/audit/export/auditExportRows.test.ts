import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/auditLog';
import { CSV_HEADER, csvRow, exportFileOf, jsonlRow, pageText } from './auditExportRows';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '42',
  name: 'checkout_flow',
  changeLog: 'Updated gate description',
  actionType: 'gate_update',
  date: '2026-03-04',
  time: '05:06:07',
  timestamp: Date.UTC(2026, 2, 4, 5, 6, 7, 89),
  updatedBy: 'Maya Chen',
  updatedByUserID: 'u1',
  changes: { description: { old: 'Old, "quoted"', new: 'New\nline' } },
  ...overrides,
});

describe('csvRow', () => {
  it('has the columns of the header: ISO time, person, action, entity type and id, words, changes as JSON', () => {
    expect(CSV_HEADER).toBe('time,person,action,entity type,entity id,summary,changes\r\n');
    const row = csvRow(entry());
    expect(row.endsWith('\r\n')).toBe(true);
    expect(row).toBe(
      [
        '2026-03-04T05:06:07.089Z',
        'Maya Chen',
        'gate_update',
        'gate',
        'checkout_flow',
        '"Updated gate description; description: ""Old, \\""quoted\\"""" → ""New\\nline"""',
        '"{""description"":{""old"":""Old, \\""quoted\\"""",""new"":""New\\nline""}}"',
      ].join(',') + '\r\n',
    );
  });

  it('defuses a person or record id made to look like a formula', () => {
    const row = csvRow(entry({ updatedBy: '=cmd|calc', name: '@evil', changes: {} }));
    expect(row).toContain(",'=cmd|calc,");
    expect(row).toContain(",'@evil,");
  });

  it('names the kind of record from the action type', () => {
    expect(csvRow(entry({ actionType: 'metric_source_create', changes: {} }))).toContain(',metric-source,');
    expect(csvRow(entry({ actionType: 'something_new', changes: {} }))).toContain(',other,');
  });
});

describe('jsonlRow', () => {
  it('is the entry as read, fields the console does not know included, on one line', () => {
    const line = jsonlRow({ ...entry(), extra: { nested: true } });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ ...entry(), extra: { nested: true } });
  });
});

describe('pageText and exportFileOf', () => {
  it('writes one record per entry of the page, in order', () => {
    const text = pageText('jsonl', [entry({ id: '2' }), entry({ id: '1' })]);
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as AuditEntry).id),
    ).toEqual(['2', '1']);
  });

  it('names the file by format and time, a CSV starting with its header', () => {
    const csv = exportFileOf('csv', new Date('2026-03-04T05:06:07.089Z'));
    expect(csv.name).toBe('audit-log-2026-03-04T05-06-07-089Z.csv');
    expect(csv.start).toBe(CSV_HEADER);
    const jsonl = exportFileOf('jsonl', new Date(0));
    expect(jsonl.name).toMatch(/\.jsonl$/);
    expect(jsonl.start).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { staleGatesCsv } from './staleGatesCsv';

function gate(overrides: Partial<Gate>): Gate {
  return { id: 'g', rules: [], tags: [], targetApps: [], ...overrides };
}

describe('staleGatesCsv', () => {
  it('writes a header and one CRLF line per gate, its reasons joined', () => {
    const csv = staleGatesCsv([
      {
        gate: gate({
          id: 'free_shipping',
          name: 'Free shipping',
          type: 'TEMPORARY',
          status: 'Launched',
          lastModifiedTime: Date.UTC(2026, 0, 1),
          checksPerHour: 33000,
        }),
        reasons: [
          { kind: 'launched', words: 'Launched to everyone' },
          { kind: 'no-checks', words: 'No checks' },
        ],
      },
    ]);
    expect(csv).toBe(
      'id,name,type,status,last modified (UTC),checks per hour,reasons\r\n' +
        'free_shipping,Free shipping,TEMPORARY,Launched,2026-01-01T00:00:00.000Z,33000,Launched to everyone; No checks\r\n',
    );
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = staleGatesCsv([
      { gate: gate({ name: 'Say "hi", then\nleave' }), reasons: [{ kind: 'no-rules', words: 'No rules: a, b' }] },
    ]);
    expect(csv.split('\r\n')[1]).toBe('g,"Say ""hi"", then\nleave",,,,,"No rules: a, b"');
  });

  it('keeps a field that starts like a formula from running in a spreadsheet', () => {
    const csv = staleGatesCsv([{ gate: gate({ name: '=HYPERLINK("x")' }), reasons: [] }]);
    expect(csv.split('\r\n')[1]).toBe(`g,"'=HYPERLINK(""x"")",,,,,`);
  });
});

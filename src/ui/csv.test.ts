import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Maya Chen')).toBe('Maya Chen');
  });

  it('quotes a comma, a quote or a line break, doubling inner quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('csvLine', () => {
  it('joins the fields with commas and ends the record with CRLF', () => {
    expect(csvLine(['a', 'b,c', '=1'])).toBe('a,"b,c",\'=1\r\n');
  });
});

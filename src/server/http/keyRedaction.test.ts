import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createRedactor, keyForms } from './keyRedaction';

const KEY = 'k3y/with "quotes" & spaces';

async function streamed(chunks: string[], secrets: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(
    createRedactor(secrets).stream(),
  )) {
    out.push(chunk as Buffer);
  }
  return Buffer.concat(out).toString();
}

describe('key redaction', () => {
  it('finds the key as sent, percent-encoded in either case and escaped in JSON', () => {
    const redactor = createRedactor(keyForms(KEY));
    const text = [
      KEY,
      encodeURIComponent(KEY),
      encodeURIComponent(KEY).toLowerCase(),
      JSON.stringify({ key: KEY }),
    ].join(' | ');
    expect(redactor.text(text)).toBe('[redacted] | [redacted] | [redacted] | {"key":"[redacted]"}');
  });

  it('redacts the key wherever a chunk boundary falls in it, and keeps every other byte', async () => {
    const body = `{"message":"Invalid SERVICE-API-KEY: ${KEY}","again":"${KEY}x"}`;
    const expected = '{"message":"Invalid SERVICE-API-KEY: [redacted]","again":"[redacted]x"}';
    for (let cut = 1; cut < body.length; cut += 1) {
      expect(await streamed([body.slice(0, cut), body.slice(cut)], [KEY])).toBe(expected);
    }
    expect(await streamed(body.split(''), [KEY])).toBe(expected);
  });

  it('passes text without a key unchanged, multi-byte characters split across chunks included', async () => {
    const body = Buffer.from('{"name":"Grüße, 世界"}');
    const chunks = [body.subarray(0, 12), body.subarray(12, 20), body.subarray(20)];
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks).pipe(createRedactor([KEY]).stream())) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString()).toBe('{"name":"Grüße, 世界"}');
  });

  it('leaves everything as it is when there is no key', () => {
    expect(keyForms('')).toEqual([]);
    expect(createRedactor([]).text('nothing to hide')).toBe('nothing to hide');
  });
});

import { Transform } from 'node:stream';

/** What stands in for a key the proxy removed from an upstream's answer or a log line. */
const REDACTED = '[redacted]';

/**
 * The forms a key takes in an answer: as sent, percent-encoded (in a URL an upstream echoes) and escaped inside a
 * JSON string. Upper- and lower-case hex both occur in percent-encoding.
 */
export function keyForms(key: string): string[] {
  if (key === '') return [];
  const encoded = encodeURIComponent(key);
  return [...new Set([key, encoded, encoded.toLowerCase(), JSON.stringify(key).slice(1, -1)])];
}

/** Removes a set of secrets from text, header values and streamed bodies. */
export interface Redactor {
  text: (value: string) => string;
  /** A byte stream transform that also catches a secret split across chunks. */
  stream: () => Transform;
}

export function createRedactor(secrets: readonly string[]): Redactor {
  const patterns = [...new Set(secrets)].filter((secret) => secret !== '').map((secret) => Buffer.from(secret));
  const replacement = Buffer.from(REDACTED);
  // Bytes that may be the start of a secret continued in the next chunk.
  const holdBack = Math.max(0, ...patterns.map((pattern) => pattern.length - 1));

  /** Replaces every whole secret in `data`; returns the result and where the unmatched tail begins. */
  function replaceAll(data: Buffer): { parts: Buffer[]; rest: number } {
    const parts: Buffer[] = [];
    let position = 0;
    for (;;) {
      const match = earliestMatch(data, position, patterns);
      if (match === undefined) return { parts, rest: position };
      parts.push(data.subarray(position, match.index), replacement);
      position = match.index + match.length;
    }
  }

  return {
    text: (value) => {
      if (patterns.length === 0) return value;
      const data = Buffer.from(value);
      const { parts, rest } = replaceAll(data);
      return Buffer.concat([...parts, data.subarray(rest)]).toString();
    },
    stream: () => {
      let held = Buffer.alloc(0);
      return new Transform({
        transform(chunk: Buffer, _encoding, done) {
          const data = Buffer.concat([held, chunk]);
          const { parts, rest } = replaceAll(data);
          const safeEnd = Math.max(rest, data.length - holdBack);
          parts.push(data.subarray(rest, safeEnd));
          held = Buffer.from(data.subarray(safeEnd));
          done(null, Buffer.concat(parts));
        },
        flush(done) {
          // Shorter than any secret, and already searched: nothing in it is a whole secret.
          done(null, held);
        },
      });
    },
  };
}

function earliestMatch(
  data: Buffer,
  from: number,
  patterns: readonly Buffer[],
): { index: number; length: number } | undefined {
  let best: { index: number; length: number } | undefined;
  for (const pattern of patterns) {
    const index = data.indexOf(pattern, from);
    if (index === -1) continue;
    if (best === undefined || index < best.index || (index === best.index && pattern.length > best.length)) {
      best = { index, length: pattern.length };
    }
  }
  return best;
}

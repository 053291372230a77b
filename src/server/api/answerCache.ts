import type { MiddlewareHandler } from 'hono';
import type { Database } from '../store/db';
import { storeWriteVersion } from '../store/writeVersion';
import { chooseEncoding, compressAnswer, type ContentEncoding } from '../http/compression';

/** An answer as sent: its bytes (compressed or not) and the headers that describe them. */
interface CachedAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

// Bounded in entries and bytes: a client walking every page of a large list only pushes the oldest pages out.
const MAX_ENTRIES = 512;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ANSWER_BYTES = 1024 * 1024;
// Accept-Encoding values seen, each with the encoding it picks; clients send few distinct ones.
const MAX_ENCODING_VALUES = 64;

/**
 * Keeps the bytes of successful list answers, compressed for the client's encoding, until anything is written to
 * the store (storeWriteVersion): a repeated read of an unchanged page neither queries, serialises nor compresses
 * again. Only for GET routes whose answer depends on the path, the query and the stored data alone (not the clock).
 * It runs after the API key check, so a cached answer is never served to a request the key check refuses.
 */
export function answerCache(db: Database): MiddlewareHandler {
  const answers = new Map<string, CachedAnswer>();
  let bytesHeld = 0;
  let heldVersion = '';
  const encodings = new Map<string, ContentEncoding | undefined>();

  const encodingFor = (header: string | undefined): ContentEncoding | undefined => {
    if (header === undefined) return undefined;
    if (encodings.has(header)) return encodings.get(header);
    const chosen = chooseEncoding(header);
    if (encodings.size < MAX_ENCODING_VALUES) encodings.set(header, chosen);
    return chosen;
  };

  const remember = (key: string, answer: CachedAnswer) => {
    if (answer.bytes.byteLength > MAX_ANSWER_BYTES) return;
    answers.set(key, answer);
    bytesHeld += answer.bytes.byteLength;
    for (const [oldKey, old] of answers) {
      if (answers.size <= MAX_ENTRIES && bytesHeld <= MAX_BYTES) break;
      answers.delete(oldKey);
      bytesHeld -= old.bytes.byteLength;
    }
  };

  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const version = storeWriteVersion(db);
    if (version !== heldVersion) {
      answers.clear();
      bytesHeld = 0;
      heldVersion = version;
    }
    const encoding = encodingFor(c.req.header('accept-encoding'));
    const key = `${encoding ?? ''} ${c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2))}`;
    const held = answers.get(key);
    if (held !== undefined) return c.body(held.bytes, 200, held.headers);

    await next();
    const response = c.res;
    if (response.status !== 200) return;
    const plain = new Uint8Array(await response.arrayBuffer());
    const compressed = encoding === undefined ? undefined : await compressAnswer(plain, encoding);
    const answer: CachedAnswer = {
      bytes: compressed ?? plain,
      headers: {
        'Content-Type': response.headers.get('Content-Type') ?? 'application/json',
        'Content-Length': String((compressed ?? plain).byteLength),
        // The answer differs by Accept-Encoding whether or not this one was compressed.
        Vary: 'Accept-Encoding',
        ...(compressed === undefined || encoding === undefined ? {} : { 'Content-Encoding': encoding }),
      },
    };
    // A write while the answer was being compressed makes it stale before it is kept.
    if (storeWriteVersion(db) === heldVersion) remember(key, answer);
    c.res = undefined;
    c.res = c.body(answer.bytes, 200, answer.headers);
  };
}

// Inputs a hostile or careless client may send: random text, awkward ids, and valid bodies with one part broken.
import fc from 'fast-check';

/** Path ids that have broken servers before: unicode, percent signs, dot segments, very long, control characters. */
export const awkwardId: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom('..', '.', '%', '%ZZ', '%00', '../../etc/passwd', 'a/b', 'café ☕', ' ', '\u0000', 'checkout_flow'),
  fc.string({ minLength: 1_000, maxLength: 6_000 }),
);

/** A path segment as a client would put it in a URL: usually encoded, sometimes raw. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  awkwardId.map((id) => encodeURIComponent(id)),
  fc.constantFrom('%ZZ', '%', '..%2F..%2Fetc', '%2e%2e', 'a%2Fb', '%E0%A4%A'),
);

/** A random query string with the parameters the API knows and some it does not. */
export const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('page', 'limit', 'search', 'q', 'nextPage'), fc.string({ maxLength: 8 })),
      fc.oneof(
        fc.integer({ min: -5, max: 1_000_000 }).map(String),
        fc.constantFrom('', '1e2', '0x10', 'NaN', 'Infinity', '-0', '1.5', '99999999999999999999'),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

/** Takes a valid body and breaks one part of it: a key removed, a value replaced by any JSON, or a key added. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
    fc.tuple(fc.constantFrom(...keys), fc.jsonValue()).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.tuple(fc.string({ maxLength: 12 }), fc.jsonValue()).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.jsonValue(),
  );
}

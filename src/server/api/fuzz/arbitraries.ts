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

type Json = unknown;
type PathStep = string | number;

/** Every place inside `value` a mutation can reach: the root, each object key and each array item, at any depth. */
function pathsOf(value: Json, prefix: PathStep[] = []): PathStep[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((item, index) => pathsOf(item, [...prefix, index])));
  if (typeof value === 'object' && value !== null) {
    return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...prefix, key])));
  }
  return here;
}

/** A copy of `value` whose part at `path` (not the root) is handed to `edit` as its parent and the last step. */
function editAt(
  value: Json,
  path: readonly PathStep[],
  edit: (parent: Record<PathStep, Json>, step: PathStep) => void,
): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<PathStep, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<PathStep, Json>;
  const last = path.at(-1);
  if (last !== undefined) edit(parent, last);
  return copy;
}

type Mutation = { kind: 'remove' } | { kind: 'replace'; value: Json } | { kind: 'add'; key: string; value: Json };

function applyMutation(valid: Json, path: readonly PathStep[], mutation: Mutation): Json {
  if (path.length === 0) return mutation.kind === 'replace' ? mutation.value : valid;
  return editAt(valid, path, (parent, step) => {
    if (mutation.kind === 'replace') parent[step] = mutation.value;
    else if (mutation.kind === 'remove' && Array.isArray(parent)) parent.splice(Number(step), 1);
    else if (mutation.kind === 'remove') Reflect.deleteProperty(parent, step);
    else {
      const target = parent[step];
      if (typeof target === 'object' && target !== null && !Array.isArray(target))
        (target as Record<string, Json>)[mutation.key] = mutation.value;
      else parent[step] = { [mutation.key]: mutation.value };
    }
  });
}

/**
 * Takes a valid body and breaks one part of it, at any depth (a condition's value as much as a top-level field): that
 * part removed, replaced by any JSON, or given a key it does not know; or the whole body replaced by any JSON.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.constant({ kind: 'remove' as const }),
    fc.jsonValue().map((value) => ({ kind: 'replace' as const, value })),
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.jsonValue())
      .map(([key, value]) => ({ kind: 'add' as const, key, value })),
  );
  return fc.oneof(
    fc.tuple(fc.constantFrom(...paths), mutation).map(([path, change]) => applyMutation(valid, path, change)),
    fc.jsonValue(),
  );
}

/** JSON text nested `depth` levels deep, objects and arrays in turn: text, so neither the test nor fast-check recurses. */
function nestedText(depth: number): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level += 1) {
    open += level % 2 === 0 ? '[' : '{"k":';
    close = (level % 2 === 0 ? ']' : '}') + close;
  }
  return `${open}"leaf"${close}`;
}

const PLACEHOLDER = '\u0000deep\u0000';

/**
 * A valid body, as JSON text, with one part (at any depth, the root's fields included) replaced or extended by a
 * value nested past `minDepth`, up to thousands of levels: each must be a 400, whatever the field.
 */
export function deeplyNestedBody(valid: Record<string, unknown>, minDepth: number): fc.Arbitrary<string> {
  const paths = pathsOf(valid).filter((path) => path.length > 0);
  return fc
    .tuple(fc.constantFrom(...paths), fc.boolean(), fc.integer({ min: minDepth, max: 6_000 }))
    .map(([path, add, depth]) => {
      const change: Mutation = add
        ? { kind: 'add', key: 'extra', value: PLACEHOLDER }
        : { kind: 'replace', value: PLACEHOLDER };
      return JSON.stringify(applyMutation(valid, path, change)).replace(JSON.stringify(PLACEHOLDER), nestedText(depth));
    });
}

import { describe, expect, it } from 'vitest';
import { shortenChunkKeys } from './shortChunkKeys';

const RUNTIME = 'import{i as t,o as r}from"./rolldown-runtime-QBLRvY7u.js";';
// Shapes as rolldown writes them: a route registers a copied module under its key and requires it by the same key.
const gateRoute =
  'import{i as t,o as r}from"./rolldown-runtime-QBLRvY7u.js";t(`IconCopy-uk6Dkr5g`,(t=>{var a=1}));' +
  'function s(){r(`IconCopy-uk6Dkr5g`),r(`apiRequest-Mt4iYKRx`)}let d=n(`en-US`);';
const listRoute =
  'import{i as e,o as n}from"./rolldown-runtime-QBLRvY7u.js";e(`apiRequest-Mt4iYKRx`,((e,t)=>{var b=2}));' +
  'n(`apiRequest-Mt4iYKRx`);let label=`data-position`;';

describe('shortening rolldown’s shared-chunk keys', () => {
  it('writes every registration and require of a key with the same short key, in every file', () => {
    const out = shortenChunkKeys(
      new Map([
        ['gate.js', gateRoute],
        ['list.js', listRoute],
      ]),
    );
    expect(out.get('gate.js')).toBe(
      'import{i as t,o as r}from"./rolldown-runtime-QBLRvY7u.js";t(`uk6Dk`,(t=>{var a=1}));' +
        'function s(){r(`uk6Dk`),r(`Mt4iY`)}let d=n(`en-US`);',
    );
    expect(out.get('list.js')).toBe(
      'import{i as e,o as n}from"./rolldown-runtime-QBLRvY7u.js";e(`Mt4iY`,((e,t)=>{var b=2}));' +
        'n(`Mt4iY`);let label=`data-position`;',
    );
  });

  it('leaves a string that only looks like a key alone when the runtime does not register it', () => {
    const code = `${RUNTIME}x(\`data-position\`,(e=>e));y(\`aria-selected\`)`;
    expect(shortenChunkKeys(new Map([['a.js', code]])).get('a.js')).toBe(code);
  });

  it('stops the build when a key is used other than as a call’s first argument', () => {
    const code = `${RUNTIME}t(\`IconCopy-uk6Dkr5g\`,(t=>{}));const k=\`IconCopy-uk6Dkr5g\`+1;`;
    expect(() => shortenChunkKeys(new Map([['a.js', code]]))).toThrow(/a\.js uses shared chunk key IconCopy-uk6Dkr5g/);
  });

  it('stops the build when two keys would share a short key', () => {
    const code = `${RUNTIME}t(\`IconCopy-uk6DkAAA\`,(t=>{}));t(\`IconTrash-uk6DkBBB\`,(t=>{}));`;
    expect(() => shortenChunkKeys(new Map([['a.js', code]]))).toThrow(/one short key/);
  });
});

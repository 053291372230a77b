import type { Plugin, Rolldown } from 'vite';
import { escapeRegExp } from '../../src/ui/escapeRegExp';

// rolldown copies a module shared by several routes into each route's file and keeps one instance of it through its
// runtime: the copy is registered, and required, under the name its own file would have had ("IconCopy-uk6Dkr5g").
// Those names are most of what a route file cannot compress (a gate's route: 32 of them, 69 times). A key written
// as the first five characters of that file hash is enough to tell them apart.
const KEY_LENGTH = 5;
const RUNTIME_IMPORT = /import\{([^}]*)\}from"\.\/rolldown-runtime-[\w-]+\.js"/;

/** The names a chunk gives the runtime's functions it imports (`import{i as t,o as r}` gives t and r). */
function runtimeNames(code: string): string[] {
  const list = RUNTIME_IMPORT.exec(code)?.[1] ?? '';
  return list
    .split(',')
    .map((entry) => entry.split(' as ').at(-1)?.trim() ?? '')
    .filter((name) => /^[\w$]+$/.test(name));
}

/** Keys the chunk registers: a call of a runtime function with the key and the module's factory. */
function registeredKeys(code: string): string[] {
  const names = runtimeNames(code).map((name) => name.replaceAll('$', '\\$'));
  if (names.length === 0) return [];
  const registration = new RegExp(`(?<![\\w$.])(?:${names.join('|')})\\(\`([\\w$-]+-[\\w-]{8})\`,\\(`, 'g');
  return [...code.matchAll(registration)].map((match) => match[1] ?? '');
}

function shortKey(key: string): string {
  return key.slice(-8, -8 + KEY_LENGTH);
}

/**
 * Each chunk's code with rolldown's shared-chunk keys shortened. A key is taken only where a chunk registers it; every
 * other use must be a call with the key as its whole first argument, or the build stops rather than leave a key half
 * renamed. Two keys with the same short form also stop it. A file's short keys follow from its own content, so a
 * browser's cached copy of an unchanged file still agrees with the new files beside it.
 */
export function shortenChunkKeys(codes: ReadonlyMap<string, string>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const code of codes.values()) {
    for (const key of registeredKeys(code)) keys.set(key, shortKey(key));
  }
  const owners = new Map<string, string>();
  for (const [key, short] of keys) {
    const other = owners.get(short);
    if (other !== undefined && other !== key) throw new Error(`shared chunks ${other} and ${key} have one short key`);
    owners.set(short, key);
  }
  // One pass per file for every key (the keys differ in their hash, so the alternation fails fast).
  const anyKey = keys.size === 0 ? undefined : new RegExp([...keys.keys()].map(escapeRegExp).join('|'));
  const shortened = new Map<string, string>();
  for (const [file, code] of codes) {
    const renamed = code.replace(/`([\w$-]+-[\w-]{8})`(?=[,)])/g, (argument, key: string, at: number) => {
      const short = keys.get(key);
      const calledWith = code[at - 1] === '(' && /[\w$]/.test(code[at - 2] ?? '');
      return short === undefined || !calledWith ? argument : `\`${short}\``;
    });
    const leftover = anyKey?.exec(renamed)?.[0];
    if (leftover !== undefined) throw new Error(`${file} uses shared chunk key ${leftover} outside a call`);
    shortened.set(file, renamed);
  }
  return shortened;
}

/** Shortens the shared-chunk keys in every built chunk (see shortenChunkKeys). */
export function shortChunkKeys(): Plugin {
  return {
    name: 'gatehouse:short-chunk-keys',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const shortened = shortenChunkKeys(new Map(chunks.map((chunk) => [chunk.fileName, chunk.code])));
      for (const chunk of chunks) chunk.code = shortened.get(chunk.fileName) ?? chunk.code;
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the shell and the three measured first pages (issue 25) import without waiting, followed file by file from
// their sources: a dynamic import() is where the walk stops, as the bundle's first files stop there. Mantine's
// components that the first paint draws as plain copies in their markup (README, "one way to do each thing") must not
// come back into that set: each would bring its code (and what it imports) into the shell or an opened page's file.

const FIRST_PAINT_ENTRIES = [
  'src/main.tsx',
  'src/routes/gates/index.tsx',
  'src/routes/gates/$gateId/index.tsx',
  'src/routes/events/$eventName/index.tsx',
];

/** Drawn by a plain copy on a first paint: `ui/PlainButton`, `ui/PlainAlert`, `ui/plainInput` and the rest. */
const PLAIN_COPIED = [
  'ActionIcon',
  'Alert',
  'Badge',
  'Button',
  'Code',
  'Fieldset',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PillsInput',
  'Select',
  'Skeleton',
  'Switch',
  'Tabs',
  'TextInput',
  'Textarea',
];

const ROUTES = path.resolve('src/routes');

// `import … from '…'` and `export … from '…'`, not `import type`; the clause is kept to read its names.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'|^import\s+'([^']+)'/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** The named, non-type imports of a clause: `{ Group, type X, Text as T }` gives Group and Text. */
function importedNames(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return braces
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/** Each Mantine core name imported without waiting from the entries, with the first file that imports it. */
function mantineImportsOfFirstPaint(): Map<string, string> {
  const seen = new Set<string>();
  const mantine = new Map<string, string>();
  const entries = FIRST_PAINT_ENTRIES.map((entry) => path.resolve(entry));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    // The route tree names every route's file, but the router's plugin moves each route's component and loader into
    // that route's own chunk: only the three entries' are part of a first page.
    if (file.startsWith(ROUTES) && !entries.includes(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const [, clause = '', from, bare] = match;
      const specifier = from ?? bare ?? '';
      if (specifier === '@mantine/core') {
        for (const name of importedNames(clause)) if (!mantine.has(name)) mantine.set(name, path.relative('.', file));
      } else if (specifier.startsWith('.')) {
        const source = resolveSource(file, specifier);
        if (source !== undefined) queue.push(source);
      }
    }
  }
  return mantine;
}

describe('the first paint’s imports', () => {
  const imported = mantineImportsOfFirstPaint();

  it('walks the shell and the first views (it finds Mantine components they do draw)', () => {
    expect(imported.has('Group')).toBe(true);
    expect(imported.has('Text')).toBe(true);
  });

  it('bring none of the Mantine components a first paint draws as a plain copy', () => {
    const offenders = PLAIN_COPIED.filter((name) => imported.has(name)).map(
      (name) => `${name} (imported by ${imported.get(name) ?? '?'})`,
    );
    expect(offenders).toEqual([]);
  });
});

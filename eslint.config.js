// ESLint flat config: type-checked TypeScript, React hooks, a11y, TanStack rules, and the import
// boundaries of ../shared/STYLE.md ("routes → features → client/ui → contract", "server → contract").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';

const SOURCE = '{ts,tsx}';
const APP_FILES = `src/**/*.${SOURCE}`;
// Relative imports only; a file at depth 3 may be nested, so rules are generated per depth.
const MAX_DEPTH = 7;
// Features named in STYLE.md plus whatever exists on disk, so a new feature folder is covered at once.
const FEATURES = [
  ...new Set([
    'gates',
    'history',
    'layers',
    'dynamic-configs',
    'experiments',
    'autotunes',
    'metric-sources',
    'events',
    ...listFolders('src/features'),
  ]),
];

// Feature folders other features may import: the read-only rule display shared by gates, dynamic configs and
// history (the Gate editor split). A shared folder itself still imports no other feature.
const SHARED_FEATURES = ['rules'];

/** The feature folders a file of `feature` may import: its own, plus the shared ones unless it is one. */
const reachableFeatures = (feature) => (SHARED_FEATURES.includes(feature) ? [feature] : [feature, ...SHARED_FEATURES]);

function listFolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// No escaping of '-': the patterns are compiled with the u flag, where `\-` outside a class is an error.
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The prefix of a relative import that climbs from a file `depth` folders below src/ up to src/. */
const upToSrc = (depth) => (depth === 0 ? '\\./' : `(\\.\\./){${String(depth)}}`);

/** Glob of the files exactly `depth` folders below `src/`, whose first folder is `top` (any when '*'). */
function filesAt(top, depth) {
  return [`src/${top}/${'*/'.repeat(depth - 1)}*.${SOURCE}`];
}

/** Forbids relative imports that reach src/<folder> for each listed folder. */
function forbidTops(depth, folders, message) {
  const names = folders.map(escapeRegex).join('|');
  return { regex: `^${upToSrc(depth)}(${names})(/|$)`, caseSensitive: true, message };
}

/** Forbids relative imports that reach any src/<folder> other than the allowed ones (src/ root files too). */
function onlyTops(depth, allowed, message) {
  const names = allowed.map(escapeRegex).join('|');
  return { regex: `^${upToSrc(depth)}(?!(${names})(/|$))[^./]`, caseSensitive: true, message };
}

const appNeverImportsServer = (depth) =>
  forbidTops(depth, ['server'], 'App code never imports src/server: talk to it over HTTP through src/client.');

// zod classic cost the first page about 15 KB gzip; src/contract/zod.ts is the one door to zod/mini.
const zodThroughContract = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/core'].map((name) => ({
  name,
  message: "Import zod as `import * as z from '<path>/contract/zod'`: zod/mini with English messages, in one place.",
}));

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths: [...paths, ...zodThroughContract], patterns }],
});

const reactPackages = ['react', 'react-dom', '@mantine/core', '@mantine/hooks', '@tanstack/react-query'].map(
  (name) => ({ name, message: 'This layer has no UI: keep React and Mantine out of it.' }),
);

function boundaryBlocks() {
  const blocks = [
    // Files directly in src/ (main.tsx, router setup, routeTree.gen.ts).
    { files: [`src/*.${SOURCE}`], rules: restrict([appNeverImportsServer(0)]) },
  ];
  for (let depth = 1; depth <= MAX_DEPTH; depth += 1) {
    blocks.push(
      // Any other top folder of the app (an app/ or styles/ folder, say) still keeps out of server/.
      { files: filesAt('*', depth), rules: restrict([appNeverImportsServer(depth)]) },
      {
        files: filesAt('contract', depth),
        rules: restrict(
          [onlyTops(depth, ['contract'], 'src/contract imports nothing of ours outside src/contract.')],
          reactPackages,
        ),
      },
      {
        files: filesAt('client', depth),
        rules: restrict([onlyTops(depth, ['client', 'contract'], 'src/client may import only src/contract.')]),
      },
      {
        files: filesAt('ui', depth),
        rules: restrict([
          onlyTops(
            depth,
            ['ui', 'contract'],
            'src/ui knows no resource: it may import only src/ui (and contract types).',
          ),
        ]),
      },
      {
        files: filesAt('server', depth),
        rules: restrict(
          [onlyTops(depth, ['server', 'contract'], 'src/server may import only src/server and src/contract.')],
          reactPackages,
        ),
      },
      {
        files: filesAt('routes', depth),
        rules: restrict([appNeverImportsServer(depth)]),
      },
    );
    if (depth >= 2) {
      for (const feature of FEATURES) {
        blocks.push({
          files: [`src/features/${feature}/${'*/'.repeat(depth - 2)}*.${SOURCE}`],
          rules: restrict([
            appNeverImportsServer(depth),
            forbidTops(depth, ['routes'], 'A feature never imports routes: routes render features.'),
            {
              // Climb to src/features/ and step into a folder that is not this feature (nor a shared one).
              regex: `^(\\.\\./){${String(depth - 1)}}(?!(${reachableFeatures(feature).map(escapeRegex).join('|')})(/|$))[^./]`,
              caseSensitive: true,
              message: 'A feature never imports another feature: move what both need into src/ui or src/client.',
            },
          ]),
        });
      }
    }
  }
  return blocks;
}

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'src/routeTree.gen.ts', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never inject HTML: render text and elements so React escapes them.',
        },
      ],
    },
  },
  // React rules only for the app: Playwright fixtures call a `use` that is not React's.
  { ...reactHooks.configs.flat.recommended, files: [APP_FILES] },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: [APP_FILES] })),
  ...pluginRouter.configs['flat/recommended'].map((config) => ({ ...config, files: [APP_FILES] })),
  ...boundaryBlocks(),
  // The one module that imports zod itself.
  { files: ['src/contract/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Config files in plain JS are outside tsconfig's program (no allowJs).
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);

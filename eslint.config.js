// ESLint flat config: type-checked TypeScript, React hooks, a11y, TanStack rules, and the import boundaries
// ("routes → features → client/ui → contract", "server → contract") with eslint-plugin-boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const APP_FILES = 'src/**/*.{ts,tsx}';
/** The layers that may not import React (no-restricted-imports below). */
const NO_REACT_FILES = ['src/contract/**/*.{ts,tsx}', 'src/server/**/*.{ts,tsx}'];

// Each file under src/ belongs to the first element whose folder holds it; `app-root` (src itself) comes last, so it
// takes only the root files (main.tsx, router.tsx, routeTree.gen.ts, searchParams.ts, NotificationsHost.tsx).
const ELEMENTS = [
  { type: 'server', pattern: 'src/server', partialMatch: false },
  { type: 'contract', pattern: 'src/contract', partialMatch: false },
  { type: 'client', pattern: 'src/client', partialMatch: false },
  { type: 'ui', pattern: 'src/ui', partialMatch: false },
  { type: 'routes', pattern: 'src/routes', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'app-root', pattern: 'src', partialMatch: false },
];

/** Files of element `type` may import only the `allowed` element types; anything else fails with `message`. */
const onlyImports = (type, allowed, message) => [
  { from: { element: { type } }, disallow: { to: { element: { type: '*' } } }, message },
  { from: { element: { type } }, allow: { to: { element: { types: { anyOf: allowed } } } } },
];

// The arrows of the house: routes → features → client/ui → contract, server → contract, and the app never imports
// server. A later policy overrides an earlier one, so each layer first refuses everything, then allows its arrows.
const IMPORT_POLICIES = [
  ...onlyImports(
    'app-root',
    ['app-root', 'routes', 'feature', 'client', 'ui', 'contract'],
    'App code never imports src/server: talk to it over HTTP through src/client.',
  ),
  ...onlyImports(
    'routes',
    ['routes', 'feature', 'client', 'ui', 'contract'],
    'src/routes may import only src/routes, src/features, src/client, src/ui and src/contract (never src/server).',
  ),
  ...onlyImports(
    'feature',
    ['client', 'ui', 'contract'],
    'A feature may import only its own folder, src/features/rules, src/features/gate-diff, src/features/test-users, src/client, src/ui and src/contract.',
  ),
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature' } } },
    message:
      'src/features/{{from.element.captured.feature}} imports src/features/{{to.element.captured.feature}}: a feature never imports another feature; move what both need into src/ui or src/client.',
  },
  {
    // Its own folder, the read-only rule display shared by gates, dynamic configs and layers, the gate diff shared by
    // the gate editor, its history and the audit log, and the "test a user" panel shared by gates and dynamic configs
    // (each imports no other feature but rules).
    from: { element: { type: 'feature' } },
    allow: {
      to: {
        element: {
          type: 'feature',
          captured: [
            { feature: '{{from.element.captured.feature}}' },
            { feature: 'rules' },
            { feature: 'gate-diff' },
            { feature: 'test-users' },
          ],
        },
      },
    },
  },
  ...onlyImports('client', ['client', 'contract'], 'src/client may import only src/client and src/contract.'),
  ...onlyImports('ui', ['ui', 'contract'], 'src/ui knows no resource: it may import only src/ui (and contract types).'),
  ...onlyImports('contract', ['contract'], 'src/contract imports nothing of ours outside src/contract.'),
  ...onlyImports('server', ['server', 'contract'], 'src/server may import only src/server and src/contract.'),
];

// zod classic cost the first page about 15 KB gzip; src/contract/zod.ts is the one door to zod/mini.
const zodThroughContract = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/core'].map((name) => ({
  name,
  message: "Import zod as `import * as z from '<path>/contract/zod'`: zod/mini with English messages, in one place.",
}));

const reactPackages = ['react', 'react-dom', '@mantine/core', '@mantine/hooks', '@tanstack/react-query'].map(
  (name) => ({ name, message: 'This layer has no UI: keep React and Mantine out of it.' }),
);

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
      // One program from tsconfig.json, which holds every linted TypeScript file, rather than the project service
      // (built for editors): 291 against 307 user CPU s over the whole tree side by side (load 10-27); 125 against
      // 147 CPU s in an earlier pair at load 1-5.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
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
  // React rules only for the app: Playwright fixtures call a `use` that is not React's. Not for the server and the
  // contract either: they may not import React (below), so they hold no component or hook, and the React compiler
  // behind these rules parses and compiles every file it is given (about a third of src/ lies there).
  { ...reactHooks.configs.flat.recommended, files: [APP_FILES], ignores: NO_REACT_FILES },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: [APP_FILES] })),
  ...pluginRouter.configs['flat/recommended'].map((config) => ({ ...config, files: [APP_FILES] })),
  {
    files: [APP_FILES],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: IMPORT_POLICIES }],
      'no-restricted-imports': ['error', { paths: zodThroughContract }],
    },
  },
  {
    files: NO_REACT_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [...zodThroughContract, ...reactPackages] }] },
  },
  // The one module that imports zod itself.
  { files: ['src/contract/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Config files in plain JS are outside tsconfig's program (no allowJs).
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);

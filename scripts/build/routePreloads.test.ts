import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageWithPreloads, routeFileTable, routePattern } from './routePreloads';

type OutputBundle = Rolldown.OutputBundle;

interface FakeChunk {
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  route?: string;
}

/** The parts of rolldown's output the table reads: file names, imports, imported CSS, and a route's module id. */
function bundleOf(chunks: Record<string, FakeChunk>): OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, chunk] of Object.entries(chunks)) {
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      imports: chunk.imports ?? [],
      isEntry: chunk.isEntry === true,
      isDynamicEntry: chunk.route !== undefined,
      facadeModuleId:
        chunk.route === undefined ? null : `/repo/src/routes/${chunk.route}.tsx?tsr-split=component---loader`,
      viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
    };
  }
  return bundle as OutputBundle;
}

const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Gatehouse</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-B2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('routePattern', () => {
  it('turns a route file into the pattern of its addresses, a parameter matching one segment', () => {
    expect(routePattern('gates/$gateId/index')).toBe('^/gates/[^/]+/?$');
    expect(routePattern('gates/index')).toBe('^/gates/?$');
    expect(routePattern('index')).toBe('^/$');
  });

  it('leaves out files that are no page', () => {
    expect(routePattern('__root')).toBeUndefined();
    expect(routePattern('gates/-helpers')).toBeUndefined();
  });
});

describe('routeFileTable', () => {
  const bundle = bundleOf({
    'assets/index-A1.js': { isEntry: true, imports: ['assets/shell-B2.js'] },
    'assets/shell-B2.js': {},
    'assets/_gateId-C3.js': { route: 'gates/$gateId/index', imports: ['assets/shell-B2.js'] },
    'assets/new-D4.js': { route: 'gates/new', imports: ['assets/shell-B2.js', 'assets/JsonView-E5.js'] },
    'assets/JsonView-E5.js': { imports: ['assets/shell-B2.js'] },
    'assets/pulse-loads-F6.js': { route: 'experiments/$experimentId/pulse-loads', css: ['assets/pulse-loads-G7.css'] },
  });

  it('lists each page’s route chunk, its imports and its CSS, without the shell’s files', () => {
    const table = Object.fromEntries(routeFileTable(bundle));
    expect(table['^/gates/[^/]+/?$']).toEqual(['assets/_gateId-C3.js']);
    expect(table['^/gates/new/?$']).toEqual(['assets/new-D4.js', 'assets/JsonView-E5.js']);
    expect(table['^/experiments/[^/]+/pulse-loads/?$']).toEqual([
      'assets/pulse-loads-F6.js',
      'assets/pulse-loads-G7.css',
    ]);
  });

  it('puts literal pages first, so the first match for /gates/new is its own page and not a gate’s', () => {
    const first = routeFileTable(bundle).find(([pattern]) => new RegExp(pattern).test('/gates/new'));
    expect(first?.[1]).toEqual(['assets/new-D4.js', 'assets/JsonView-E5.js']);
  });
});

describe('pageWithPreloads', () => {
  it('names the route’s chunks in the head after the shell’s links, with the attributes Vite gives those', () => {
    const html = pageWithPreloads(SHELL_HTML, ['assets/_gateId-C3.js'], '/');
    expect(html).toBe(
      SHELL_HTML.replace(
        '  </head>',
        '    <link rel="modulepreload" crossorigin href="/assets/_gateId-C3.js">\n  </head>',
      ),
    );
  });

  it('preloads a route’s CSS instead of linking it as a stylesheet, which would hold up the first paint', () => {
    const html = pageWithPreloads(SHELL_HTML, ['assets/pulse-loads-G7.css'], '/console/');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/console/assets/pulse-loads-G7.css">');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('fails the build for an index.html without a head to put them in', () => {
    expect(() => pageWithPreloads('<div id="root"></div>', ['assets/x.js'], '/')).toThrow('</head>');
  });
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { routePreloads } from './scripts/build/routePreloads';
import { shortChunkKeys } from './scripts/build/shortChunkKeys';
import { themeStylesheet } from './scripts/build/themeStylesheet';
import { consoleApiPlugin } from './src/server/vitePlugin';

// The router plugin must run before React's so the generated route tree and code splitting see plain TSX.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader travels with its component: its queries and response schemas leave the shell, and the
      // page still costs one file (named in the opened page's HTML, so it loads beside the shell: routePreloads.ts).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    consoleApiPlugin(),
    routePreloads(),
    shortChunkKeys(),
    themeStylesheet(),
  ],
  // The server's render (`vite build --ssr`) carries its libraries in its own files, built for production: left to
  // Node's resolution they were React's development builds (the server runs without NODE_ENV), which made a gate's
  // render about 3x slower, and its first render read a few hundred modules one by one.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // .vite/manifest.json: the chunk graph `npm run bench bundle` reads to size the first page and each route.
    manifest: true,
    // Every route chunk imports only the shell and rolldown's runtime, both loaded before any route: preloading a
    // chunk's imports buys nothing, and the helper's file lists cost the shell bytes. A chunk's CSS still loads.
    modulePreload: {
      polyfill: false,
      // index.html lists the shell's own files, so the browser fetches them side by side instead of one after another.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // The app's entry exports nothing; inlining shared chunks (below) requires this. The server's render of first
      // views (src/ssr/renderFirstView.tsx, `vite build --ssr`) is imported for its export.
      preserveEntrySignatures: isSsrBuild ? 'strict' : false,
      // Every imported constant is written where it is read (a second pass catches constants made of constants):
      // 0.4 KB gzip less on a gate's first page than rolldown's default, which inlines only in conditions.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
          // Shared chunks are copied into each route chunk that reads them (one module state kept by rolldown's
          // runtime): an opened page is one file beyond the shell instead of 15-30 small ones. Needs
          // preserveEntrySignatures: false (above).
          experimentalInlineCommonChunks: { maxSize: isSsrBuild ? 0 : Infinity },
        },
      },
    },
  },
}));

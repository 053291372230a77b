import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { routePreloads } from './scripts/build/routePreloads';
import { consoleApiPlugin } from './src/server/vitePlugin';

// The router plugin must run before React's so the generated route tree and code splitting see plain TSX.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    consoleApiPlugin(),
    routePreloads(),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // .vite/manifest.json: the chunk graph `npm run bench bundle` reads to size the first page and each route.
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: Infinity },
        },
      },
    },
  },
});

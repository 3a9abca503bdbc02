import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * react-router's package exports only its development build (dev warnings on); its production build sits beside
 * it and is what a production bundle should carry (docs/decisions/1110).
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  root: '.',
  publicDir: 'client/public',
  plugins: [react()],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  build: {
    manifest: true,
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      input: 'client/entry-client.tsx',
      // The browser's build: two shared chunks instead of dozens of tiny ones (docs/decisions/1110, amendment):
      // the libraries every page runs, and our modules that six or more chunks import (the frame, the API
      // client, formatting). The server's build loads its chunks from disk and keeps rolldown's own split.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
                { name: 'common', test: /[\\/](client|shared)[\\/]/, minShareCount: 6 },
              ],
            },
          },
    },
  },
  // The production SSR bundle inlines the client libraries; in development Vite's module runner loads
  // them from node_modules (inlining CommonJS React there fails).
  ssr: command === 'build' ? { noExternal: true } : {},
}));

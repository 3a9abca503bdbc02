import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * react-router's package exports only its development build (dev warnings on); its production build sits beside
 * it and is what a production bundle should carry (docs/decisions/1110).
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const entry = fileURLToPath(new URL('./client/entry-client.tsx', import.meta.url));

/** Our own modules (the client and the code it shares with the server), as the chunk groups below test them. */
const ourModules = /[\\/](client|shared)[\\/]/;

/**
 * Whether the entry loads a module through static imports (so every page runs it), found by walking its
 * importers up to the entry. The entry module itself answers no: it awaits the page's lazy chunk, which imports
 * the frame, so a chunk holding the entry would wait on itself (docs/decisions/1110, eighth-session amendment).
 */
function loadedByEntry(id: string, modules: { getModuleInfo(id: string): { importers: readonly string[] } | null }): boolean {
  const seen = new Set<string>();
  const stack = [...(modules.getModuleInfo(id)?.importers ?? [])];
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (at === entry) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(modules.getModuleInfo(at)?.importers ?? []));
  }
  return false;
}

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
      input: entry,
      // The browser's build: three shared chunks instead of dozens of tiny ones (docs/decisions/1110, amendments):
      // the libraries every page runs, the frame (our modules the entry imports, which every page runs), and
      // our other modules that six or more chunks import (the catalogue's tiles, form pieces). The server's
      // build loads its chunks from disk and keeps rolldown's own split.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
                {
                  name: (id, modules) => (loadedByEntry(id, modules) ? 'frame' : null),
                  debugName: 'frame',
                  test: ourModules,
                },
                { name: 'common', test: ourModules, minShareCount: 6 },
              ],
            },
          },
    },
  },
  // The production SSR bundle inlines the client libraries; in development Vite's module runner loads
  // them from node_modules (inlining CommonJS React there fails).
  ssr: command === 'build' ? { noExternal: true } : {},
}));

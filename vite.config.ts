import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  root: '.',
  publicDir: 'client/public',
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { input: 'client/entry-client.tsx' },
  },
  // The production SSR bundle inlines the client libraries; in development Vite's module runner loads
  // them from node_modules (inlining CommonJS React there fails).
  ssr: command === 'build' ? { noExternal: true } : {},
}));

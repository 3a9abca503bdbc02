import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: '.',
  publicDir: 'client/public',
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { input: 'client/entry-client.tsx' },
  },
  ssr: {
    // Bundle the client libraries into the SSR build; only Node built-ins stay external.
    noExternal: true,
  },
});

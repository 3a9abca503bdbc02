import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from './html-document.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const CLIENT_ENTRY = 'client/entry-client.tsx';

/** The hashed files the production client entry needs, read once from Vite's manifest. */
export function readClientAssets(clientDir: string): PageAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the client build manifest; run npm run build`);
  const styles = new Set<string>(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const url = (file: string) => `/${file}`;
  return { scripts: [url(entry.file)], styles: [...styles].map(url), preloads: [...preloads].map(url) };
}

// Builds the app when the build is missing or older than the sources, so that `npm start` works
// right after `npm install` and never serves a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['dist/server/main.js', 'dist/client/.vite/manifest.json', 'dist/ssr/entry-server.js'].map((p) => join(root, p));
const sources = ['server', 'client', 'shared', 'package.json', 'vite.config.ts', 'tsconfig.server.json'].map((p) =>
  join(root, p),
);

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const missing = outputs.some((file) => !existsSync(file));
const stale = !missing && Math.max(...sources.map(newest)) > Math.min(...outputs.map((file) => statSync(file).mtimeMs));
if (missing || stale) {
  process.stdout.write(`${missing ? 'No build yet' : 'Sources changed since the last build'}: building…\n`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm run dev`: the server compiled by tsc in watch mode (Nest needs decorator metadata, which only
// tsc emits) and restarted by node on every change; the client is served by Vite in middleware mode
// inside that same process, so hot reload shares the app's port.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, NODE_ENV: 'development' };

const first = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit', env }),
  spawn(
    process.execPath,
    ['--enable-source-maps', '--watch-path=dist/server', '--watch-path=dist/shared', 'dist/server/main.js'],
    { cwd: root, stdio: 'inherit', env },
  ),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

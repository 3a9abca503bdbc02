// Writes .br and .gz beside each built client asset, so production serves them precompressed
// (@fastify/static preCompressed) instead of compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = new URL('../dist/client/assets/', import.meta.url).pathname;
let raw = 0;
let brotli = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const content = readFileSync(join(dir, name));
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(join(dir, `${name}.br`), br);
  writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
  raw += content.length;
  brotli += br.length;
}
process.stdout.write(`client assets: ${(raw / 1024).toFixed(1)} KB, ${(brotli / 1024).toFixed(1)} KB brotli\n`);

// Lets plain `node` run the TypeScript sources (with Nest's decorator metadata), for test tooling that
// runs outside Jest: `node --import ./test/support/swc-loader.mjs file.ts`.
import { register } from 'node:module';

register('./swc-hooks.mjs', import.meta.url);

// Debian's Chromium, which the journeys, the JavaScript bench and Lighthouse drive (Playwright cannot
// download its own browsers here), and the flags they launch it with.
import { execFileSync } from 'node:child_process';

/** The browser's path: CHROMIUM_PATH, or `chromium` (or `chromium-browser`) on the PATH. */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
}

/** No sandbox (containers), no GPU, and no background calls to hosts the network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

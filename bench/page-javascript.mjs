// The JavaScript a page costs a browser, in brotli bytes (issue 21: ≤ 100 KB on the home page). A headless
// Chromium opens the page and every script it asks for until the page has hydrated and the network is idle
// is counted once, at the size of its precompressed `.br` file (scripts/compress-assets.mjs): the entry, the
// modulepreloads, what they import and the current page's own chunk, which the entry loads before hydrating.
//
//   node bench/page-javascript.mjs   the home, filter and a product page on a fresh shop (BENCH_PORT, 3310)
//
// `npm run bench` prints the same rows (bench/run.mjs).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/system-chromium.mjs';
import { ensureBuild, startShop } from './support.mjs';

const root = new URL('..', import.meta.url).pathname;
export const PAGE_JAVASCRIPT_TARGET_KB = 100;

/** A headless Chromium with the flags the journeys use (no background calls to hosts the network refuses). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: systemChromium(),
    args: CHROMIUM_ARGS,
  });
}

/** The brotli size of a built asset, from its precompressed twin; a script without one is an error. */
function brotliBytes(pathname) {
  const file = join(root, 'dist', 'client', pathname);
  if (!existsSync(`${file}.br`)) throw new Error(`${pathname} has no precompressed .br file in dist/client`);
  return statSync(`${file}.br`).size;
}

/**
 * Opens `path` as a guest (the `cookie` header given) and answers the scripts it loaded, largest first, with
 * their brotli bytes and the total in KB (1 KB = 1,000 bytes, as Vite and Lighthouse print them).
 */
export async function pageJavaScript(browser, base, path, cookie) {
  const context = await browser.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === base) scripts.add(url.pathname);
  });
  try {
    const response = await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  const files = [...scripts].map((file) => ({ file, bytes: brotliBytes(file) })).sort((a, b) => b.bytes - a.bytes);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  return { path, scripts: files.length, kb: Math.round(bytes / 100) / 10, files };
}

/** The three pages of issue 21: home, the dogs' DNA tests filter page and the first listed dog test's page. */
export async function pagesToWeigh(base, cookie) {
  const res = await fetch(`${base}/api/store/products?isDetails=true&species=canine&category_ids=1`, { headers: { cookie } });
  if (!res.ok) throw new Error(`the product list answered ${res.status}`);
  const product = (await res.json()).results[0].url;
  return [
    { name: 'home', path: '/' },
    { name: 'filter page', path: '/breeder/for-dogs/dna-tests' },
    { name: 'product page', path: product },
  ];
}

/** Weighs the three pages; each row carries its target, met when its JavaScript is at most 100 KB brotli. */
export async function weighPages(base, cookie) {
  const browser = await launchBrowser();
  try {
    const rows = [];
    for (const { name, path } of await pagesToWeigh(base, cookie)) {
      const weight = await pageJavaScript(browser, base, path, cookie);
      rows.push({
        name,
        ...weight,
        target: { text: `<= ${PAGE_JAVASCRIPT_TARGET_KB} KB`, met: weight.kb <= PAGE_JAVASCRIPT_TARGET_KB },
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function printWeight(row, { files = false } = {}) {
  const name = `JavaScript on the ${row.name}, KB brotli`;
  process.stdout.write(
    `${name.padEnd(58)} ${row.kb.toFixed(1).padStart(8)} KB in ${row.scripts} scripts  ${row.target.met ? 'met   ' : 'MISSED'} ${row.target.text}  ${row.path}\n`,
  );
  if (files) {
    for (const f of row.files) process.stdout.write(`    ${(f.bytes / 1000).toFixed(1).padStart(7)} KB  ${f.file}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const shop = await startShop('javascript', Number(process.env.BENCH_PORT ?? 3310));
  try {
    const rows = await weighPages(shop.base, 'country=US; currency=USD; campaign_popup_dismissed=true');
    for (const row of rows) printWeight(row, { files: process.env.BENCH_FILES === 'true' });
  } finally {
    await shop.stop();
  }
}

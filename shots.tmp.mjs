import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3077';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addCookies([{ name: 'country', value: 'GB', url: base }, { name: 'campaign_popup_dismissed', value: 'true', url: base }]);
  const page = await ctx.newPage();
  for (const entry of pages) {
    const [who, path] = entry.includes('@') ? entry.split('@') : ['', entry];
    if (who) {
      await ctx.clearCookies();
      await ctx.addCookies([{ name: 'country', value: 'GB', url: base }, { name: 'campaign_popup_dismissed', value: 'true', url: base }]);
      const r = await page.request.post(`${base}/api/auth/login`, { data: { username: `${who}@demo.petdna.example`, password: `demo-${who}-2026` }, headers: { origin: base } });
      if (!r.ok()) console.log('login failed', who, r.status());
    }
    await page.goto(base + path, { waitUntil: 'networkidle' }).catch((e) => console.log(path, e.message));
    const name = `${(who ? who + '-' : '') + path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();

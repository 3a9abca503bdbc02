import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Resolves once React has hydrated the server-rendered page (the root sets `data-hydrated`). */
export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Waits for the page to hydrate, then expects axe to find no violation on it (or inside `include`). */
export async function expectNoAxeViolation(page: Page, { include, label }: { include?: string; label?: string } = {}) {
  await hydrated(page);
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  const violations = result.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
  expect(violations, label ?? page.url()).toEqual([]);
}

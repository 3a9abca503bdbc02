import { expect, test } from '@playwright/test';
import { expectNoAxeViolation, hydrated } from './support/page.js';
import { DEMO_ACCOUNTS } from './support/sign-in.js';

test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'AU', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

test('a breeder checks a sire by its microchip: read in the browser, kept through sign-in, found with its DNA profile', async ({
  page,
}) => {
  // The footer's link is no longer a dead end.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Microchip parent checker' }).click();
  await expect(page.getByRole('heading', { name: 'Microchip parent checker', level: 1 })).toBeVisible();
  await hydrated(page);

  // The format is checked in the browser, with the server's own rule: a legacy chip never leaves the page.
  const chip = page.getByRole('textbox', { name: 'Microchip number' });
  await chip.fill('AVID*012*345*678');
  await page.getByRole('button', { name: 'Sign in to search the lab’s records' }).click();
  await expect(page.getByText(/9-digit AVID chip, not an ISO 11784\/11785 chip/)).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/microchip-checker$/);

  // The demo owner's Milo carries a HomeAgain chip; the typed number survives signing in.
  await chip.fill('985 141 000 123 405');
  await expect(page.getByText('ISO chip · Manufacturer code 985 (Destron Fearing / HomeAgain)')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to search the lab’s records' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(DEMO_ACCOUNTS.breeder.email);
  await main.getByLabel('Password').fill(DEMO_ACCOUNTS.breeder.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/my/microchip-checker?chip=985141000123405');

  const answer = page.getByRole('region', { name: 'Search result' });
  await expect(answer.getByRole('heading', { name: 'Milo' })).toBeVisible();
  await expect(answer).toContainText('Golden Retriever');
  await expect(answer).toContainText('Ready: all 18 ISAG markers typed, no new sample needed');
  // Another owner's animal: nothing of the owner, no link into their account.
  await expect(answer).not.toContainText('Oliver');
  await expect(answer.getByRole('link', { name: /Open/ })).toHaveCount(0);

  // The breeder's own dam is found too, with the way to her page.
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Microchip number' }).fill('036-000000-123401');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL('**/my/microchip-checker?chip=036000000123401');
  await expect(answer.getByRole('heading', { name: /Bonnie/ })).toBeVisible();
  await expect(answer.getByText('Your animal')).toBeVisible();
  await answer.getByRole('link', { name: 'Open Bonnie’s page' }).click();
  await expect(page.getByRole('heading', { name: 'Bonnie', level: 1 })).toBeVisible();

  // A number nobody has tested says what to do next.
  await page.goto('/my/microchip-checker?chip=826000000099999');
  await expect(answer).toContainText('No animal with this microchip has been tested by the laboratory.');
  await expectNoAxeViolation(page);
});

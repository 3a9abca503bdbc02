import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolation, hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

/**
 * The genetics tools with the demo breeder's published results, read-only: Bonnie and Riverbend Archie
 * are two PRA-prcd carriers, Riverbend Jasper is clear, Willow and Cosmo are cats with colour loci.
 */

test.beforeEach(async ({ context, page }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'AU', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
  await signInAs(page, 'breeder');
});

/** The account menu on a wide screen, the drawer on a phone. */
async function openTool(page: Page, name: string) {
  await page.goto('/my/my-animals');
  await hydrated(page);
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await page.locator('.account-menu > button').click();
    await page.locator('.account-menu').getByRole('link', { name }).click();
  }
  await hydrated(page);
}

test('a breeder weighs a pairing: one condition, then every condition of two dogs, and a stud found by microchip', async ({
  page,
}) => {
  // A long journey on a machine shared with other runs.
  test.setTimeout(120_000);
  await openTool(page, 'Breeding strategy & litter planner');
  await expect(page.getByRole('heading', { name: 'Breeding strategy', level: 1 })).toBeVisible();

  // One condition: two carriers of a recessive variant.
  const one = page.getByRole('form', { name: 'One condition' });
  await one.getByLabel('Inheritance').selectOption('recessive');
  await one.getByLabel('Dam’s result').selectOption('N/m');
  await one.getByLabel('Sire’s result').selectOption('N/m');
  await one.getByRole('button', { name: 'Show the offspring' }).click();
  const odds = page.locator('.locus-odds');
  await expect(odds).toContainText('Two carriers: one in four of the offspring affected (25%), and half carriers (50%).');
  await expect(odds).toContainText('Pair a carrier with a clear (N/N) partner instead');
  await expect(page).toHaveURL(/strategy_type=recessive/);

  // X-linked: the answer splits daughters and sons.
  await one.getByLabel('Inheritance').selectOption('x-linked');
  await one.getByLabel('Dam’s result').selectOption('N/m');
  await one.getByLabel('Sire’s result').selectOption('N/Y');
  await one.getByRole('button', { name: 'Show the offspring' }).click();
  await expect(odds.getByRole('row', { name: /Sons/ })).toContainText('50%');
  await expect(odds).toContainText('daughters half carriers (50%); sons half affected (50%)');

  // The litter planner: Bonnie × Archie, two PRA-prcd carriers.
  const planner = page.getByRole('form', { name: 'Litter planner' });
  await planner.getByLabel('Dam', { exact: true }).selectOption({ label: 'Bonnie (Labrador Retriever) · 6 tests' });
  await planner.getByLabel('Sire', { exact: true }).selectOption({ label: 'Riverbend Archie (Labrador Retriever) · 7 tests' });
  await planner.getByRole('button', { name: 'Plan the litter' }).click();
  const litter = page.getByRole('region', { name: 'The litter' });
  const pra = litter.getByRole('row', { name: /Progressive Rod-Cone Degeneration/ });
  await expect(pra).toContainText('Affected offspring possible');
  await expect(pra.locator('.risk-affected')).toHaveText('25%');
  await expect(pra).toHaveClass(/risk--affected/);
  await expect(litter.getByRole('row', { name: /Degenerative Myelopathy/ })).toContainText('Carriers, none affected');
  await expect(litter.locator('.pairing-total.is-affected')).toContainText('25%');
  await expect(litter.getByRole('region', { name: 'Colour and traits: likely coats' })).toContainText(
    'B Locus (Brown): B/b × b/b → B/b 50%, b/b 50%',
  );
  await expect(litter.getByRole('region', { name: 'Unknown: tested on one parent only' })).toContainText(
    'Centronuclear Myopathy (CNM): sire N/N, dam not tested',
  );

  // A carrier bred to a clear: nobody affected.
  await planner.getByLabel('Sire', { exact: true }).selectOption({ label: 'Riverbend Jasper (Labrador Retriever) · 5 tests' });
  await planner.getByRole('button', { name: 'Plan the litter' }).click();
  await expect(litter.getByRole('row', { name: /Progressive Rod-Cone Degeneration/ })).toContainText('Carriers, none affected');
  await expect(litter.locator('.pairing-total.is-safe')).toContainText('0%');

  // Another owner's stud by its chip: its odds, never its owner.
  await planner.getByLabel('Sire', { exact: true }).selectOption({ label: 'Another breeder’s animal, by microchip…' });
  await planner.getByLabel('Sire’s microchip number').fill('985141000123405');
  await planner.getByRole('button', { name: 'Plan the litter' }).click();
  await expect(litter).toContainText('Milo (sire, Golden Retriever, another breeder’s animal found by microchip)');
  // Milo is at risk for DM (m/m), Bonnie clear: every puppy a carrier, none at risk.
  const dm = litter.getByRole('row', { name: /Degenerative Myelopathy/ });
  await expect(dm).toContainText('N/N × m/m');
  await expect(dm).toContainText('A clear dam and an at-risk sire: no offspring at risk; all carriers (100%).');
  await expect(litter).not.toContainText('Oliver');

  await expectNoAxeViolation(page);

  // The answer lives in the address: a reload renders it on the server.
  await page.reload();
  await expect(page.getByRole('region', { name: 'The litter' })).toContainText('Milo');
});

test('an animal’s page leads to the planner with that animal chosen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/my/my-animals');
  await hydrated(page);
  await page.getByRole('link', { name: 'Bonnie' }).first().click();
  await expect(page.getByRole('heading', { name: 'Bonnie', level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Plan a litter' }).click();
  await expect(page.getByRole('heading', { name: 'Breeding strategy', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Litter planner' }).getByLabel('Dam', { exact: true })).toHaveValue(/^\d+$/);
  await expect(
    page.getByRole('form', { name: 'Litter planner' }).getByLabel('Dam', { exact: true }).locator('option:checked'),
  ).toHaveText(/Bonnie/);
});

test('a cat breeder names a coat from a cat’s published loci, then the colours of a pair’s kittens', async ({ page }) => {
  test.setTimeout(90_000);
  await openTool(page, 'Feline colour tool');
  await expect(page.getByRole('heading', { name: 'Feline colour tool', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Feline colour' });
  await form.getByLabel('Fill from one of your cats').selectOption({ label: 'Willow (Oriental Shorthair)' });
  await expect(form.getByLabel('C locus (colourpoint)')).toHaveValue('C/cs');
  await form.getByRole('button', { name: 'Name the colour' }).click();
  const answer = page.getByRole('region', { name: 'Colour' });
  await expect(answer.getByRole('heading', { name: 'Colour: black tabby' })).toBeVisible();
  await expect(answer).toContainText('C gives full colour; carries Siamese colourpoint.');

  // Typed by hand: a Tonkinese.
  await form.getByLabel('D locus (dilute)').selectOption('D/D');
  await form.getByLabel('B locus (black, chocolate, cinnamon)').selectOption('B/B');
  await form.getByLabel('A locus (agouti/tabby)').selectOption('a/a');
  await form.getByLabel('C locus (colourpoint)').selectOption('cb/cs');
  await form.getByRole('button', { name: 'Name the colour' }).click();
  await expect(answer.getByRole('heading', { name: 'Colour: seal mink' })).toBeVisible();

  // Willow × Cosmo: sixteen equally likely coats.
  await form.getByLabel('The kittens of a pair').check();
  await form
    .getByRole('group', { name: 'Dam' })
    .getByLabel('Fill from one of your cats')
    .selectOption({ label: 'Willow (Oriental Shorthair)' });
  await form
    .getByRole('group', { name: 'Sire' })
    .getByLabel('Fill from one of your cats')
    .selectOption({ label: 'Cosmo (Siamese)' });
  await form.getByRole('button', { name: 'Show the kittens' }).click();
  await expect(answer.getByRole('heading', { name: 'Sire: lilac point' })).toBeVisible();
  const kittens = answer.getByRole('table', { name: 'The kittens’ possible colours' });
  await expect(kittens.getByRole('row')).toHaveCount(17);
  await expect(kittens.getByRole('row', { name: /^seal point/ })).toContainText('6.25%');
  await expect(kittens.getByRole('row', { name: /^lilac tabby point/ })).toContainText('6.25%');

  await expectNoAxeViolation(page);
});

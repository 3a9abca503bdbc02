import { expect, test } from '@playwright/test';
import { confirmedAccount } from './support/api.js';
import { hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

test.describe('designed e-mail (issue 19 §5)', () => {
  test('support opens a customer’s confirmation mail and reads it as the customer got it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await confirmedAccount(playwright, baseURL ?? '', { userType: 'owner', countryCode: 'GB' });
    await signInAs(page, 'admin');
    await page.goto('/admin/mail');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();

    await page
      .getByRole('main')
      .getByRole('row')
      .filter({ hasText: customer.email })
      .getByRole('link', { name: /Confirm your Pet DNA Lab account/ })
      .click();
    const preview = page.getByRole('region', { name: 'Confirm your Pet DNA Lab account' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(`To ${customer.email}`);

    // The HTML part, in a frame that runs nothing and reaches nothing of the back office.
    const frame = preview.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    const mail = preview.frameLocator('iframe');
    await expect(mail.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(mail.getByText(/^Dear Bea Tester\d*,$/)).toBeVisible();
    await expect(mail.getByRole('link', { name: 'Confirm my e-mail address' })).toHaveAttribute(
      'href',
      new RegExp(`^${baseURL}/register/confirm\\?token=[A-Za-z0-9_-]+$`),
    );
    await expect(mail.getByText('12 Helix Way, Brisbane QLD 4000, Australia')).toBeVisible();
    // The logo loads from the shop even in the frame's own, opaque origin (as in a webmail's page).
    await expect
      .poll(() => mail.locator(`img[src="${baseURL}/mail-logo.png"]`).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(72);

    // The plain-text part beside it says the same.
    const text = preview.locator('pre');
    await expect(text).toContainText('Confirm your e-mail address');
    await expect(text).toContainText(`${baseURL}/register/confirm?token=`);
    await expect(text).toContainText('You received this e-mail because this address was used to create a Pet DNA Lab account.');

    await preview.getByRole('link', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  });
});

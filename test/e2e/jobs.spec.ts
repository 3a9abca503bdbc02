import { expect, test } from '@playwright/test';
import { hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

test.describe('background jobs and e-mails (issue 19 §5)', () => {
  test('a failed e-mail shows on /admin/jobs with its error, and Retry sends it', { tag: '@desktop' }, async ({ page }) => {
    // Up to a minute for the queue below, on top of the pages: a hang guard sized for two CI passes.
    test.setTimeout(120_000);
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await hydrated(page);
    await page.getByRole('link', { name: /Failed e-mails/ }).click();
    await page.waitForURL('**/admin/jobs#failed');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Jobs and e-mails', level: 1 })).toBeVisible();
    const failed = page.getByRole('region', { name: /^Failed/ });
    // The demo mail that gave up after its retries, with the server's answer.
    const row = failed.getByRole('row').filter({ hasText: 'bounced@demo.petdna.example' });
    await expect(row).toContainText('550 5.1.1 Mailbox does not exist');
    await expect(row).toContainText('Failed');
    await page.screenshot({ path: test.info().outputPath('admin-jobs.png'), fullPage: true });

    await row.getByRole('button', { name: 'Retry e-mail to bounced@demo.petdna.example' }).click();
    await expect(page.getByText('E-mail to bounced@demo.petdna.example queued again')).toBeVisible();
    await expect(failed.getByRole('row').filter({ hasText: 'bounced@demo.petdna.example' })).toHaveCount(0);
    // The job queue sends it within seconds; the finished list shows it once read again.
    const finished = page.getByRole('region', { name: /^Finished/ });
    await expect(async () => {
      await page.reload();
      await expect(finished.getByRole('row').filter({ hasText: 'bounced@demo.petdna.example' })).toContainText('Kept', {
        timeout: 5_000,
      });
    }).toPass({ timeout: 60_000 });
  });
});

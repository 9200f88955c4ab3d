import { expect, test } from '@playwright/test';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { certificateInput, makeCertificateFiles, pendingApproval, signUpAsTradeAndOpen } from '../fixtures/verification-steps';

// One long /my-account gets a contents list, each section a landmark; a check waiting for staff reads
// "Pending review", never "Done" (decision 109).

test('an electrician who sent a certificate sees it pending review on /my-account, reached from the contents list', async ({ page }) => {
  const files = await makeCertificateFiles();
  try {
    await signUpAsTradeAndOpen(page, ['Electrician'], 'electric');
    await certificateInput(page).setInputFiles(files.pdf);
    await expect(pendingApproval(page)).toBeVisible();
  } finally {
    await files.remove();
  }

  await page.goto(sitePages.myAccount);
  const heading = page.getByRole('heading', { level: 1, name: 'My account' });
  await expect(heading).toBeFocused();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  // eleven sections (the list itself is checked in account-overview.test.tsx), each link to a landmark of its name
  await expect(contents.getByRole('link')).toHaveCount(11);
  for (const name of await contents.getByRole('link').allTextContents()) {
    await expect(page.getByRole('region', { name, exact: true })).toHaveCount(1);
  }

  await contents.getByRole('link', { name: 'Setup progress' }).click();
  const progress = page.getByRole('region', { name: 'Setup progress' });
  await expect(progress.getByRole('heading', { name: 'Setup progress' })).toBeInViewport();
  const electric = progress.getByRole('listitem').filter({ hasText: 'Verify Electric' });
  await expect(electric).toContainText('Pending review');
  await expect(electric).not.toContainText('Done');
  await expectNoAxeViolations(page);

  // every check is a row of the one Checks section (decision 134), the electrician's waiting for staff
  await contents.getByRole('link', { name: 'Checks', exact: true }).click();
  const checks = page.getByRole('region', { name: 'Checks', exact: true });
  await expect(checks.getByRole('heading', { name: 'Checks' })).toBeInViewport();
  await expect(checks.getByRole('heading', { level: 3 })).toHaveText([
    'Gas Safe',
    'Electrician',
    'Companies House',
    'Public liability insurance',
    'ID check',
  ]);
  await expect(checks.getByRole('listitem').filter({ hasText: 'Electrician' })).toContainText('Waiting for our review.');

  await contents.getByRole('link', { name: 'Close my account' }).click();
  await expect(page.getByRole('region', { name: 'Close my account' }).getByRole('button', { name: 'Close my account' })).toBeInViewport();
  await expect(page).toHaveURL(/\/my-account#close-my-account$/);
});

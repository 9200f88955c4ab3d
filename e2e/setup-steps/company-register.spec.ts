import { expect, test } from '@playwright/test';
import { defaultFormOptions } from '#common/app-config';
import { sitePages } from '#common/routes';
import { stepLinks } from '#common/step-order';
import { expectNoAxeViolations } from '../fixtures/axe';
import { continueButton } from '../fixtures/lead-steps';
import { companyNumber, fillCompany, signUpAndOpen } from '../fixtures/profile-steps';
import { expectOnStep } from '../fixtures/setup-pages';

// The company step checks a limited company's number with the company register, here the local stand-in with
// its test numbers (decision 133); /my-account lists the check in its Checks section (decision 134).

test("the company step shows the register's name back, and /my-account's Checks section lists the company as checked", async ({ page }) => {
  await signUpAndOpen(page, 'company');

  await fillCompany(page, { type: 'Limited Company', employees: '1-2', number: '01234567' });
  await continueButton(page).click();
  await expect(companyNumber(page)).toHaveAccessibleDescription(/Companies House lists OLD TEST BUILDERS LTD \(01234567\) as dissolved/);

  await companyNumber(page).fill('9446231');
  await continueButton(page).click();
  const found = page.getByRole('status').filter({ hasText: 'We found TRADESPACE TEST HEATING LTD, registered 12 March 2014.' });
  await expect(found).toBeVisible();
  await expect(found).toBeFocused();
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  const next = stepLinks('original', 'company', defaultFormOptions).next;
  if (next) await expectOnStep(page, next);

  await page.goto(sitePages.myAccount);
  const checks = page.getByRole('region', { name: 'Checks', exact: true });
  const company = checks.getByRole('listitem').filter({ hasText: 'Companies House' });
  await expect(company).toContainText('Registered company: TRADESPACE TEST HEATING LTD (09446231)');
  await expect(company).toContainText(/Checked \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(company.getByRole('link', { name: 'Change your business details' })).toBeVisible();
  await expect(checks.getByRole('listitem').filter({ hasText: 'Gas Safe' })).toBeVisible();
  await expect(checks.getByRole('listitem').filter({ hasText: 'Electrician' })).toBeVisible();
  await expect(checks.getByRole('listitem').filter({ hasText: 'Public liability insurance' })).toContainText('Not added yet.');
  await expect(checks.getByRole('listitem').filter({ hasText: 'ID check' }).getByRole('button', { name: 'Check my ID' })).toBeVisible();
  await expectNoAxeViolations(page);
});

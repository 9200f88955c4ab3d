import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { faqQuestion } from '../fixtures/faq';
import { openLeadStep, seedLead } from '../fixtures/lead-flow';
import { continueButton, tickTrades } from '../fixtures/lead-steps';
import { signUpAndOpenMembership } from '../fixtures/membership-steps';
import { openStep } from '../fixtures/setup-pages';

// What a lead costs is said before sign-up, and plan labels are true (decisions 116, 117).

const RULE = 'A lead costs 2 credits for a small job, 4 for a standard job and 8 for a large one';
// the demo jobs near SW1A: "Plumber leads near SW1A cost 2 to 8 credits each this week, typically 4 (£6.00 + VAT on pay as you go)."
const LOCAL_PRICE =
  /leads near [A-Z0-9]+ cost (\d+ to )?\d+ credits each this week, typically (\d+) \(£\d+\.\d\d \+ VAT on pay as you go\)\./;

test('the FAQ on the postcode step says what a lead costs, with its figures', async ({ page }) => {
  await openStep(page, 'lead_location');
  await faqQuestion(page, 'How much does it cost?').click();

  await expect(page.getByText(RULE)).toBeVisible();
  await expect(page.getByText(/a credit costs £1\.50 \+ VAT on pay as you go or less on a monthly plan/)).toBeVisible();
});

test('the jobs estimate says what this week’s leads near the postcode cost, before sign-up', async ({ page }) => {
  await seedLead(page, { postcode: 'SW1A 1AA' });
  await openLeadStep(page, 'lead_trades');
  await tickTrades(page, ['Plumber']);
  await continueButton(page).click();

  const estimate = page.getByRole('status').filter({ hasText: 'Continue signing up for instant access.' });
  await expect(estimate).toContainText(/Plumber leads near SW1A cost/);
  await expect(estimate).toContainText(LOCAL_PRICE);
  await expectNoAxeViolations(page);
});

test('the plan step labels the cheapest credit and prices a typical lead on every plan', async ({ page }) => {
  await signUpAndOpenMembership(page);

  await expect(page.getByRole('radio', { name: 'Pro' })).toHaveAccessibleDescription(/Best value per credit/);
  await expect(page.getByRole('radio', { name: 'Standard' })).not.toHaveAccessibleDescription(/Best value per credit/);
  await expect(page.getByText('Best value per credit')).toHaveCount(1);
  const typical = /A typical lead \(\d+ credits\) costs £\d+\.\d\d \+ VAT on this plan\./;
  for (const name of ['Starter', 'Standard', 'Pro']) {
    await expect(page.getByRole('radio', { name })).toHaveAccessibleDescription(typical);
  }
  await expect(page.getByRole('region', { name: 'Pay as you go' })).toContainText(typical);
  await expect(page.getByText(LOCAL_PRICE).or(page.getByText(RULE))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('membership-prices.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

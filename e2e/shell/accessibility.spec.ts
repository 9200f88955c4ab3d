import { expect, test } from '@playwright/test';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectQuestionOpen, faqQuestion } from '../fixtures/faq';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { footer, openStep } from '../fixtures/setup-pages';

test('the postcode step with a question open has no accessibility violations', async ({ page }) => {
  await openStep(page, 'lead_location');
  const question = faqQuestion(page, 'How much does it cost?');
  await question.click();
  await expectQuestionOpen(question, true);
  await expectNoAxeViolations(page);
});

test('a step after the postcode step has no accessibility violations', async ({ page }) => {
  await seedLeadDraft(page);
  await openStep(page, 'lead_email');
  await expect(page).toHaveTitle('Email | Tradespace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an open legal popup has no accessibility violations', async ({ page }) => {
  await openStep(page, 'lead_location');
  await footer(page).getByRole('link', { name: 'Privacy policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog.getByText('Last updated 24 May 2018')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the contact and legal pages have no accessibility violations', async ({ page }) => {
  for (const path of [sitePages.contactUs, sitePages.privacyPolicy, sitePages.termsOfUse, sitePages.termsOfSupply]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await test.step(path, () => expectNoAxeViolations(page));
  }
});

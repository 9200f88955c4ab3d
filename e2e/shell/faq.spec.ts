import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectQuestionOpen, faq, faqQuestion, faqQuestions } from '../fixtures/faq';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { openStep } from '../fixtures/setup-pages';

async function tabUntilFocused(page: Page, target: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the postcode step shows six questions that open one at a time', async ({ page }) => {
  await openStep(page, 'lead_location');
  const questions = faqQuestions(page);
  await expect(questions).toHaveCount(6);
  await expect(page.getByText(/you choose which leads to respond to/i)).toBeHidden();

  const cost = faqQuestion(page, 'How much does it cost?');
  const choose = faqQuestion(page, 'Do I have to take every lead?');
  await expectQuestionOpen(cost, false);

  await cost.click();
  await expectQuestionOpen(cost, true);
  await expect(page.getByText(/starts with a 1 month free trial, with no hidden costs/)).toBeVisible();

  await choose.click();
  await expectQuestionOpen(choose, true);
  await expect(page.getByText(/You choose which leads to respond to/)).toBeVisible();
  await expectQuestionOpen(cost, false);
  await expect(page.getByText(/starts with a 1 month free trial, with no hidden costs/)).toBeHidden();

  await choose.click();
  await expectQuestionOpen(choose, false);
  await expect(page.getByText(/You choose which leads to respond to/)).toBeHidden();
});

test('the questions open and close with the keyboard', async ({ page }) => {
  await openStep(page, 'lead_location');
  const first = faqQuestion(page, 'How does Tradespace work?');
  const second = faqQuestion(page, 'How much does it cost?');

  await tabUntilFocused(page, first);
  await page.keyboard.press('Enter');
  await expectQuestionOpen(first, true);
  await expect(page.getByText(/Homeowners post the jobs they need doing/)).toBeVisible();

  await page.keyboard.press('Space');
  await expectQuestionOpen(first, false);

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expectQuestionOpen(second, true);
  await expectQuestionOpen(first, false);
});

test('the trades step has no questions', async ({ page }) => {
  await seedLeadDraft(page);
  await openStep(page, 'lead_trades');
  await expect(page).toHaveTitle('Your Trades | Tradespace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(faq(page)).toHaveCount(0);
  await expect(page.getByText('How much does it cost?')).toHaveCount(0);
});

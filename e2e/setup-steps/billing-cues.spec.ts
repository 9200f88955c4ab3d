import { expect, test, type Page } from '@playwright/test';
import { routeTitle } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpAndOpenBilling } from '../fixtures/billing-steps';
import { signedInUser } from '../fixtures/lead-flow';
import { signUpAndOpenMembership, startTrialButton, termsBox } from '../fixtures/membership-steps';

// The cues people look for before they type a card, on the billing step and the cards page

async function expectCardCues(page: Page): Promise<void> {
  await expect(page.getByText('Secured by our card vault. Your card details are encrypted on their way.')).toBeVisible();
  const brands = page.getByRole('list', { name: 'Cards we accept' });
  for (const brand of ['Visa', 'Mastercard', 'American Express']) await expect(brands.getByRole('img', { name: brand })).toBeVisible();
  const card = page.getByRole('group', { name: 'Your card' });
  for (const field of ['Name on card', 'Card number', 'Expiry date', 'Security code (CVC)'])
    await expect(card.getByLabel(field)).toBeVisible();
}

test('during a free trial the billing step says when the first charge can come, beside the security cues', async ({ page }) => {
  // reorderedV1412: membership, then billing
  await signUpAndOpenMembership(page, { scheme: 'reorderedV1412' });
  await termsBox(page).check();
  await startTrialButton(page).click();
  await expect(page).toHaveTitle(routeTitle('billing'));

  await expectCardCues(page);
  const trialEndsAt = (await signedInUser(page))?.membership.trial_ends_at ?? '';
  const day = new Date(trialEndsAt).toLocaleDateString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long' });
  await expect(page.getByText(`You won't be charged until ${day}`)).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-h4/billing-trial-${test.info().project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test('without a trial the cues stay and no trial date is promised; the saved cards page has its own title', async ({ page }) => {
  await signUpAndOpenBilling(page);

  await expectCardCues(page);
  await expect(page.getByText(/You won't be charged until/)).toHaveCount(0);

  await page.goto('/my-account/billing/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cards' })).toBeVisible();
  await expect(page).toHaveTitle('Your cards | Tradespace');
  await expectCardCues(page);
  await page.screenshot({ path: `/tmp/shots-h4/saved-cards-${test.info().project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

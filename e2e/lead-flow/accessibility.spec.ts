import { expect, test } from '@playwright/test';
import { routePath } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectTargetsLargeEnough } from '../fixtures/target-size';
import { newTrader, openLeadStep, registerThroughApi, seedLead, verifyPhoneThroughApi } from '../fixtures/lead-flow';
import {
  continueButton,
  createAccountButton,
  enterPostcode,
  estimateSentence,
  fillRegistration,
  giveEmail,
  tickTrades,
} from '../fixtures/lead-steps';

test('every lead screen from postcode to register has no accessibility violations', async ({ page }) => {
  const trader = newTrader(test.info());
  await openLeadStep(page, 'lead_location', { askLeadPhone: '1' });
  await expect(page.getByRole('heading', { name: 'Looking for more work?' })).toBeVisible();
  await test.step('lead_location', () => expectNoAxeViolations(page));
  await enterPostcode(page, 'M1 1AE');

  await tickTrades(page, ['Plumber', 'Electrician']);
  await test.step('lead_trades, choosing', () => expectNoAxeViolations(page));
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Tell us your primary trade' })).toBeVisible();
  await test.step('lead_trades, primary trade', () => expectNoAxeViolations(page));
  await continueButton(page).click();
  await expect(estimateSentence(page, 'Plumber', 'M1 1AE')).toBeVisible();
  await test.step('lead_trades, with the estimate', () => expectNoAxeViolations(page));
  await continueButton(page).click();

  await expect(page).toHaveTitle('Email | Tradespace');
  await test.step('lead_email', () => expectNoAxeViolations(page));
  await giveEmail(page, trader.email);

  await expect(page).toHaveTitle('Phone | Tradespace');
  await test.step('lead_phone', () => expectNoAxeViolations(page));
  await test.step('lead_phone, target sizes', () => expectTargetsLargeEnough(page));
  await page.getByLabel('Phone number').fill(trader.phone);
  await continueButton(page).click();

  await expect(page).toHaveTitle('Register | Tradespace');
  await createAccountButton(page).click();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(/Please enter your first name/);
  await test.step('lead_register, with errors', () => expectNoAxeViolations(page));
});

test('both existing account screens have no accessibility violations and large enough targets', async ({ page, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  // a number is an account's only once proved (decision 101)
  await verifyPhoneThroughApi(request, owner);
  await seedLead(page, { trades: ['Plumber'] });

  await openLeadStep(page, 'lead_email');
  await giveEmail(page, owner.email);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await test.step('lead_existing, e-mail', () => expectNoAxeViolations(page));
  await test.step('lead_existing, e-mail, target sizes', () => expectTargetsLargeEnough(page));

  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, { ...newTrader(test.info()), phone: owner.phone });
  await createAccountButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${routePath('lead_existing')}\\?`));
  await expect(page.getByLabel('4-Digit SMS Code*')).toBeVisible();
  await test.step('lead_existing, phone', () => expectNoAxeViolations(page));
  await test.step('lead_existing, phone, target sizes', () => expectTargetsLargeEnough(page));
});

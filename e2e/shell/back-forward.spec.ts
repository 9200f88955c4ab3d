import { expect, test, type Page } from '@playwright/test';
import { newTrader, openLeadStep, seedLead, type Trader } from '../fixtures/lead-flow';
import { continueButton, fillRegistration, giveEmail, tickTrades } from '../fixtures/lead-steps';
import { expectPopupEntryGone } from '../fixtures/popup-history';

// What a walk on a phone found: the browser's Back closes an open popup and stays on the step, and
// nothing typed on a step is lost to Back and Forward.

const registerHeading = (page: Page) => page.getByRole('heading', { level: 1, name: "Ok, let's create an account!" });
const termsBox = (page: Page) => page.getByRole('checkbox', { name: /Terms & Conditions/ });

/** The register step reached through the e-mail step, so Back has a step to go to. */
async function openRegister(page: Page, trader: Trader): Promise<void> {
  await seedLead(page, { postcode: 'M1 1AE', trades: ['Plumber'] });
  await openLeadStep(page, 'lead_email');
  await giveEmail(page, trader.email);
  await fillRegistration(page, trader);
}

async function expectRegistrationKept(page: Page, trader: Trader): Promise<void> {
  await expect(page.getByLabel('First Name')).toHaveValue(trader.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(trader.lastName);
  await expect(page.getByLabel('Business name')).toHaveValue(trader.businessName);
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(trader.phone);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(trader.password);
  await expect(termsBox(page)).toBeChecked();
}

test('Back with a legal popup open closes the popup and keeps the step, everything typed still there', async ({ page }) => {
  const trader = newTrader(test.info());
  await openRegister(page, trader);
  await page.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.goBack();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(registerHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('Register | Tradespace');
  await expectRegistrationKept(page, trader);
  // the popup's entry went with it: the next Back is the e-mail step
  await page.goBack();
  await expect(page).toHaveTitle('Email | Tradespace');
});

test('a popup closed by Escape leaves no entry behind: Back goes to the step before', async ({ page }) => {
  const trader = newTrader(test.info());
  await openRegister(page, trader);
  await page.getByRole('link', { name: 'Terms of Supply', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectPopupEntryGone(page);

  await page.goBack();
  await expect(page).toHaveTitle('Email | Tradespace');
});

test('Back to the e-mail step and Forward again keeps every field of the register step, ticks and password too', async ({ page }) => {
  const trader = newTrader(test.info());
  await openRegister(page, trader);

  await page.goBack();
  await expect(page).toHaveTitle('Email | Tradespace');
  await expect(page.getByLabel('Email address')).toHaveValue(trader.email);
  await page.goForward();

  await expect(registerHeading(page)).toBeVisible();
  await expectRegistrationKept(page, trader);
});

test('an e-mail typed but not sent is still there after Back and Forward', async ({ page }) => {
  await seedLead(page, { postcode: 'M1 1AE' });
  await openLeadStep(page, 'lead_trades');
  await tickTrades(page, ['Plumber']);
  await continueButton(page).click();
  await continueButton(page).click(); // past the estimate
  await expect(page).toHaveTitle('Email | Tradespace');
  await page.getByLabel('Email address').fill('half-way@example.com');

  await page.goBack();
  await expect(page).toHaveTitle('Your Trades | Tradespace');
  await page.goForward();

  await expect(page).toHaveTitle('Email | Tradespace');
  await expect(page.getByLabel('Email address')).toHaveValue('half-way@example.com');
});

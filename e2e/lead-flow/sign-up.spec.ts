import { expect, test, type Page } from '@playwright/test';
import { routePath } from '#common/routes';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import { newTrader, openLeadStep, seedLead, signedInUser } from '../fixtures/lead-flow';
import {
  continueButton,
  createAccountButton,
  enterPostcode,
  estimateSentence,
  expectOnPhoneVerification,
  fillRegistration,
  giveEmail,
  tickTrades,
} from '../fixtures/lead-steps';
import { stepIndicator } from '../fixtures/setup-pages';

const secondLabel: Record<OrderingScheme, string> = {
  original: 'Set up your profile',
  reorderedV1412: 'Choose your membership',
  reorderedV1612: 'Choose your membership',
};

async function expectSignedInAs(page: Page, email: string, trades: string[]) {
  const user = await signedInUser(page);
  expect(user?.email).toBe(email);
  expect(user?.trades.map((trade) => trade.name)).toEqual(trades);
}

for (const scheme of orderingSchemes) {
  test(`under the ${scheme} scheme a visitor signs up with one trade and lands signed in on phone verification`, async ({ page }) => {
    const trader = newTrader(test.info());
    await openLeadStep(page, 'lead_location', { scheme });
    await enterPostcode(page, 'm1 1ae');

    await tickTrades(page, ['Plumber']);
    await continueButton(page).click();
    await expect(estimateSentence(page, 'Plumber', 'M1 1AE')).toBeVisible();
    await expect(page.getByText('Continue signing up for instant access.')).toBeVisible();
    await continueButton(page).click();

    await giveEmail(page, trader.email);
    await expect(page).toHaveTitle('Register | Tradespace');
    await fillRegistration(page, trader);
    await createAccountButton(page).click();

    await expectOnPhoneVerification(page);
    await expect(stepIndicator(page).getByRole('listitem').nth(1)).toContainText(secondLabel[scheme]);
    await expectSignedInAs(page, trader.email, ['Plumber']);
  });
}

test('a visitor with two trades chooses the second as primary, and the account lists it first', async ({ page }) => {
  const trader = newTrader(test.info());
  await openLeadStep(page, 'lead_location', { scheme: 'original' });
  await enterPostcode(page, 'M1 1AE');

  await tickTrades(page, ['Plumber', 'Electrician']);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Tell us your primary trade' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Plumber' })).toBeChecked();

  // Back returns to the first view with both trades still ticked
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'What type of trade are you?' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Electrician' })).toBeChecked();
  await continueButton(page).click();

  await page.getByRole('radio', { name: 'Electrician' }).check();
  await continueButton(page).click();
  await expect(estimateSentence(page, 'Electrician', 'M1 1AE')).toBeVisible();
  await continueButton(page).click();

  await giveEmail(page, trader.email);
  await fillRegistration(page, trader);
  await createAccountButton(page).click();

  await expectOnPhoneVerification(page);
  await expectSignedInAs(page, trader.email, ['Electrician', 'Plumber']);
});

test('with askLeadPhone the phone step follows the e-mail step, and Back from register returns to it', async ({ page }) => {
  const trader = newTrader(test.info());
  await openLeadStep(page, 'lead_location', { askLeadPhone: '1' });
  await enterPostcode(page, 'M1 1AE');
  await tickTrades(page, ['Roofer']);
  await continueButton(page).click();
  await expect(estimateSentence(page, 'Roofer', 'M1 1AE')).toBeVisible();
  await continueButton(page).click();
  await giveEmail(page, trader.email);

  await expect(page).toHaveTitle('Phone | Tradespace');
  await expect(page.getByRole('heading', { name: 'We also send job leads via text message' })).toBeVisible();
  await page.getByLabel('Phone number').fill(trader.phone);
  await continueButton(page).click();

  await expect(page).toHaveTitle('Register | Tradespace');
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${routePath('lead_phone')}$`));
  await expect(page.getByLabel('Phone number')).toHaveValue(trader.phone);
  await continueButton(page).click();

  await fillRegistration(page, trader);
  await createAccountButton(page).click();
  await expectOnPhoneVerification(page);
  const user = await signedInUser(page);
  expect(user?.phone_number).toBe(trader.phoneE164);
});

test('a double click on Create Account creates one account and signs the visitor in', async ({ page }) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'], email: trader.email });
  const sent: string[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/tradespeople-setup/register')) sent.push(request.method());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/tradespeople-setup/register')) statuses.push(response.status());
  });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, trader);

  await createAccountButton(page).dblclick();

  await expectOnPhoneVerification(page);
  await expectSignedInAs(page, trader.email, ['Plumber']);
  expect(sent).toEqual(['POST']);
  expect(statuses).toEqual([200]);
});

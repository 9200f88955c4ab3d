import { expect, test } from '@playwright/test';
import { newTrader, openLeadStep, seedLead, signedInUser } from '../fixtures/lead-flow';
import { continueButton, createAccountButton, expectOnPhoneVerification, fillRegistration } from '../fixtures/lead-steps';
import { expectOnStep } from '../fixtures/setup-pages';

const OFFLINE = "You seem to be offline — we'll keep what you typed.";

test('a postcode sent while offline waits with a Retry, keeps what was typed, and goes on when retried', async ({ page }) => {
  let cutOff = true;
  await page.route('**/v1/helpers/address', (route) => (cutOff ? route.abort('internetdisconnected') : route.fallback()));
  await openLeadStep(page, 'lead_location');
  await page.getByLabel('Your work postcode').fill('M1 1AE');
  await continueButton(page).click();

  const notice = page.getByRole('alert').filter({ hasText: OFFLINE });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Your work postcode')).toHaveValue('M1 1AE');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  cutOff = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expectOnStep(page, 'lead_trades');
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('a sign-up whose connection drops is sent again by Retry and makes one account', async ({ page }) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'], email: trader.email });
  let cutOff = true;
  const sent: string[] = [];
  await page.route('**/tradespeople-setup/register', (route) => {
    sent.push(route.request().headers()['idempotency-key'] ?? '');
    return cutOff ? route.abort('internetdisconnected') : route.fallback();
  });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, trader);
  await createAccountButton(page).click();

  const notice = page.getByRole('alert').filter({ hasText: OFFLINE });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue(trader.firstName);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(trader.password);

  cutOff = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expectOnPhoneVerification(page);
  expect((await signedInUser(page))?.email).toBe(trader.email);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]); // the same sign-up, sent again
});

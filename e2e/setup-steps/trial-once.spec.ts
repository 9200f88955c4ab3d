import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, newTrader, registerThroughApi, signedInUser, type Trader } from '../fixtures/lead-flow';
import { startTrialButton, termsBox } from '../fixtures/membership-steps';
import { readSmsCode } from '../fixtures/outbox';
import { openStep } from '../fixtures/setup-pages';

// decision 106: the free month once per trader, also after closing an account and signing up again

/** An earlier account in a browser of its own: phone proved, free month started, then closed. */
async function hadFreeMonthAndClosed(api: APIRequestContext, trader: Trader): Promise<void> {
  await registerThroughApi(api, trader);
  const headers = await apiHeaders(api);
  expect((await api.post('/v1/account/verify/phone/send', { headers, data: {} })).ok()).toBe(true);
  const code = await readSmsCode(api, trader.phoneE164);
  expect(await (await api.post('/v1/account/verify/phone/check', { headers, data: { code } })).json()).toEqual({
    success: true,
    error: null,
  });
  const offer = (await (await api.get('/v1/account/billing/memberships?page=signup', { headers })).json()) as { pre_selected: number };
  expect((await api.post(`/v1/account/billing/memberships/${offer.pre_selected}/pick`, { headers, data: { terms: true } })).ok()).toBe(
    true,
  );
  expect((await api.post('/v1/account/close/check', { headers, data: { password: trader.password } })).ok()).toBe(true);
  expect((await api.post('/v1/account/close', { headers, data: { confirm: true } })).ok()).toBe(true);
}

/** Proves the phone on the verify_phone step, typing the texted code as a person does. */
async function verifyPhoneOnStep(page: Page, trader: Trader): Promise<void> {
  await openStep(page, 'verify_phone');
  await expect(page.getByText(`We have texted a 4-digit code to ${trader.phone}`)).toBeVisible();
  const code = await readSmsCode(page.request, trader.phoneE164);
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code, { delay: 30 });
  await expect(page.getByText('Phone number verified!')).toBeVisible();
}

test('signing up again with the proved phone of a closed account that had the free month: "Your free month has been used"', async ({
  page,
  browser,
}) => {
  const earlier = newTrader(test.info());
  const elsewhere = await browser.newContext();
  await hadFreeMonthAndClosed(elsewhere.request, earlier);
  await elsewhere.close();
  const again = { ...newTrader(test.info()), phone: earlier.phone, phoneE164: earlier.phoneE164 };
  await registerThroughApi(page.request, again);
  await verifyPhoneOnStep(page, again);

  await openStep(page, 'membership');

  await expect(page.getByText(/^Your free month has been used/)).toBeVisible();
  await expect(page.getByText('1 month free trial')).toHaveCount(0);
  await expect(page.getByText(/Your first month is free/)).toHaveCount(0);
  await expect(startTrialButton(page)).toHaveCount(0);
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Start my plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a monthly subscription' })).toHaveCount(0);
  const user = await signedInUser(page);
  expect(user?.membership_status).toBe('PICKED');
  expect(user?.membership.trial_ends_at).toBeNull();
});

test('a new account that only typed that phone, unproved, is still offered the free month', async ({ page, browser }) => {
  const earlier = newTrader(test.info());
  const elsewhere = await browser.newContext();
  await hadFreeMonthAndClosed(elsewhere.request, earlier);
  await elsewhere.close();
  await registerThroughApi(page.request, { ...newTrader(test.info()), phone: earlier.phone, phoneE164: earlier.phoneE164 });

  await openStep(page, 'membership');

  await expect(startTrialButton(page)).toBeVisible();
  await expect(page.getByText('1 month free trial')).toHaveCount(3);
  await expect(page.getByText(/^Your free month has been used/)).toHaveCount(0);
});

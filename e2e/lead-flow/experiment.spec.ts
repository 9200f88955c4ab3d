import { expect, test, type Browser, type Page } from '@playwright/test';
import { PAGE_CONFIG_GLOBAL } from '#common/app-defaults';
import { routePath } from '#common/routes';
import type { OrderingScheme } from '#common/step-order';
import { newTrader, openLeadStep } from '../fixtures/lead-flow';
import {
  continueButton,
  createAccountButton,
  enterPostcode,
  expectOnPhoneVerification,
  fillRegistration,
  giveEmail,
  tickTrades,
} from '../fixtures/lead-steps';
import { appTookOver } from '../fixtures/setup-pages';
import { signInWithPassword } from '../fixtures/sign-in';

// The setup-order experiment (decision 092): the order is drawn at the first visit, counted step by step as the visitor
// goes, stored on the account at sign-up, and met again on another device after signing in.

function schemeOnPage(page: Page): Promise<OrderingScheme> {
  return page.evaluate(
    (name) => (window as unknown as Record<string, { orderingScheme: OrderingScheme }>)[name]!.orderingScheme,
    PAGE_CONFIG_GLOBAL,
  );
}

async function countedSteps(page: Page) {
  const reply = await page.request.get('/v1/account/export', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(reply.ok()).toBe(true);
  return (
    (await reply.json()) as { experiment: { scheme: string; forced: boolean; steps_reached: string[]; steps_saved: string[] } | null }
  ).experiment;
}

async function laptopOf(browser: Browser) {
  const { baseURL, viewport } = test.info().project.use;
  return browser.newContext({ baseURL, viewport });
}

test('a sign-up is counted step by step under the order drawn for it, and another device meets that order', async ({ page, browser }) => {
  const trader = newTrader(test.info());
  await openLeadStep(page, 'lead_location');
  const drawn = await schemeOnPage(page);
  await enterPostcode(page, 'M1 1AE');
  await tickTrades(page, ['Plumber']);
  await continueButton(page).click();
  await expect(page.getByText('Continue signing up for instant access.')).toBeVisible();
  await continueButton(page).click();
  await giveEmail(page, trader.email);
  await fillRegistration(page, trader);
  await createAccountButton(page).click();
  await expectOnPhoneVerification(page);

  // what the trader's own data download says was counted (the tracking calls are sent as the steps go)
  await expect
    .poll(async () => (await countedSteps(page))?.steps_reached)
    .toEqual(expect.arrayContaining(['lead_location', 'lead_trades', 'lead_email', 'lead_register', 'verify_phone']));
  const counted = await countedSteps(page);
  expect(counted).toMatchObject({ scheme: drawn, forced: false });
  expect(counted?.steps_saved).toEqual(expect.arrayContaining(['lead_location', 'lead_trades', 'lead_email', 'lead_register']));

  const laptop = await laptopOf(browser);
  const other = await laptop.newPage();
  await signInWithPassword(other, trader.email, trader.password);
  await other.goto(routePath('verify_phone'));
  await appTookOver(other);
  expect(await schemeOnPage(other)).toBe(drawn);
  await laptop.close();
});

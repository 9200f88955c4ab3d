import { expect, test, type Browser, type Page } from '@playwright/test';
import { sitePages } from '#common/routes';
import { newTrader, registerThroughApi, type Trader } from '../fixtures/lead-flow';
import { expectSignedInOnMyAccount } from '../fixtures/lead-steps';
import { readMessage } from '../fixtures/outbox';
import { signInWithPassword } from '../fixtures/sign-in';

// Ending sessions from /my-account (decision 063): two browsers signed in to one account.

async function browserContext(browser: Browser) {
  const { baseURL, viewport } = test.info().project.use;
  return browser.newContext({ baseURL, viewport });
}

function expectSignInScreen(page: Page) {
  return expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tradespace' })).toBeVisible({ timeout: 15_000 });
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

async function registeredTrader(request: Parameters<typeof registerThroughApi>[0]): Promise<Trader> {
  const trader = newTrader(test.info());
  await registerThroughApi(request, trader);
  return trader;
}

test('"Sign out everywhere" signs this browser out, and the other one on its next call', async ({ page, browser, request }) => {
  // two browsers, four password sign-ins (argon2 each) on a shared 2-core machine
  test.setTimeout(120_000);
  const trader = await registeredTrader(request);
  const otherContext = await browserContext(browser);
  const other = await otherContext.newPage();
  try {
    await signInWithPassword(page, trader.email, trader.password);
    await signInWithPassword(other, trader.email, trader.password);

    await expect(page.getByText('Signs your account out on every phone, tablet and computer, including this one.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectSignInScreen(page);

    // the other browser still shows the account until it next asks the server for something
    await changePassword(other, trader.password, 'Any-New-Password-2024');
    await expectSignInScreen(other);
    // the refused call changed nothing: the old password still signs in
    await signInWithPassword(other, trader.email, trader.password);
  } finally {
    await otherContext.close();
  }
});

test('changing the password on /my-account keeps this browser signed in and signs the other one out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const trader = await registeredTrader(request);
  const otherContext = await browserContext(browser);
  const other = await otherContext.newPage();
  const newPassword = `${trader.password}-Renewed`;
  try {
    await signInWithPassword(page, trader.email, trader.password);
    await signInWithPassword(other, trader.email, trader.password);

    await changePassword(page, 'not my password', newPassword);
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('This is not your current password.');

    await changePassword(page, trader.password, newPassword);
    await expect(page.getByRole('status').getByText('Your password is changed. Every other device has been signed out.')).toBeVisible();
    if (test.info().project.name === 'mobile') {
      await page.screenshot({ path: test.info().outputPath('my-account-375.png'), fullPage: true });
    }
    await page.reload();
    await expectSignedInOnMyAccount(page, trader.email);

    await other.reload();
    await expectSignInScreen(other);
    await signInWithPassword(other, trader.email, newPassword);
  } finally {
    await otherContext.close();
  }
});

test('"Forgot your password?" e-mails a link whose page sets a new password and signs in', async ({ page, request }) => {
  const trader = await registeredTrader(request);
  const newPassword = `${trader.password}-Reset`;

  await page.goto(sitePages.myAccount);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(trader.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');

  const [link] = await readMessage(request, trader.email, /https?:\/\/\S+\/my-account\/reset-password#[\w-]+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/Your password must be at least 8 characters\./);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectSignedInOnMyAccount(page, trader.email);

  // the link worked once
  await page.goto(link);
  await page.getByLabel('New password').fill(`${newPassword}-Again`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or has already been used. Ask for a new one below.');
  await expect(page.getByRole('button', { name: 'Email me a reset link' })).toBeVisible();
});

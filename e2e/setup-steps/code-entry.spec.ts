import { expect, test, type Page } from '@playwright/test';
import { newTrader, registerThroughApi, type Trader } from '../fixtures/lead-flow';
import { readSmsCode } from '../fixtures/outbox';
import { openStep } from '../fixtures/setup-pages';

// What a walk on a phone found: a code typed fast, pasted or filled in by the phone is checked once with
// its four digits, and Resend after a lock-out starts afresh.

const CHECK_CALL = '/v1/account/verify/phone/check';
const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });
const verifiedNotice = (page: Page) => page.getByText('Phone number verified!');

async function openVerifyPhone(page: Page): Promise<{ trader: Trader; code: string; checks: unknown[] }> {
  const trader = newTrader(test.info());
  await registerThroughApi(page.request, trader);
  const checks: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(CHECK_CALL)) checks.push(request.postDataJSON());
  });
  await openStep(page, 'verify_phone');
  await expect(page.getByText(`We have texted a 4-digit code to ${trader.phone}`)).toBeVisible();
  return { trader, code: await readSmsCode(page.request, trader.phoneE164), checks };
}

test('four digits typed with no pause between them are checked once, all four', async ({ page }) => {
  const { code, checks } = await openVerifyPhone(page);
  await box(page, 1).focus();
  await page.keyboard.type(code, { delay: 0 });
  await expect(verifiedNotice(page)).toBeVisible();
  expect(checks).toEqual([{ code }]);
});

test("the phone's one-time-code autofill, all four digits in the first box, is checked once", async ({ page }) => {
  const { code, checks } = await openVerifyPhone(page);
  await expect(box(page, 1)).toHaveAttribute('autocomplete', 'one-time-code');
  await box(page, 1).fill(code);
  await expect(verifiedNotice(page)).toBeVisible();
  expect(checks).toEqual([{ code }]);
});

test('a code typed while the last one is still being checked is checked next, not lost', async ({ page }) => {
  const { code, checks } = await openVerifyPhone(page);
  const wrong = code === '1111' ? '2222' : '1111';
  let held = true;
  await page.route(`**${CHECK_CALL}`, async (route) => {
    if (held) {
      held = false;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await box(page, 1).focus();
  await page.keyboard.type(wrong);
  await expect(box(page, 4)).toHaveValue(wrong.slice(3));
  await box(page, 1).focus();
  await page.keyboard.type(code);
  await expect(verifiedNotice(page)).toBeVisible();
  expect(checks).toEqual([{ code: wrong }, { code }]);
});

test('a pasted code is checked once', async ({ page, context }) => {
  const { code, checks } = await openVerifyPhone(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await box(page, 1).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(verifiedNotice(page)).toBeVisible();
  expect(checks).toEqual([{ code }]);
});

test('Resend after four wrong codes clears the lock-out, says where the new code went and puts focus in the first box', async ({
  page,
}) => {
  test.setTimeout(70_000);
  const { trader, code } = await openVerifyPhone(page);
  const wrong = code === '1111' ? '2222' : '1111';
  // four wrong tries use the code up; the fifth is told so
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith(CHECK_CALL));
    await box(page, 1).focus();
    await page.keyboard.type(wrong);
    await answered;
  }
  await expect(page.getByRole('alert')).toHaveText('Too many incorrect codes. Please ask for a new code.');

  await page.getByRole('button', { name: 'Resend' }).click({ timeout: 25_000 });
  await expect(page.getByText(`We have texted a new code to ${trader.phone}`)).toBeVisible();
  await expect(page.getByText('Too many incorrect codes. Please ask for a new code.')).toHaveCount(0);
  await expect(box(page, 1)).toBeFocused();
  const second = await readSmsCode(page.request, trader.phoneE164);
  await page.keyboard.type(second);
  await expect(verifiedNotice(page)).toBeVisible();
});

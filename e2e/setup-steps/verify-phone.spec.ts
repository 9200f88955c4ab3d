import { expect, test, type Page } from '@playwright/test';
import { routePath } from '#common/routes';
import { setupOrder, orderingSchemes } from '#common/step-order';
import { expectNoAxeViolations } from '../fixtures/axe';
import { newTrader, registerThroughApi, signedInUser, tabTo, type Trader } from '../fixtures/lead-flow';
import { readSmsCode } from '../fixtures/outbox';
import { openStep, urlOf } from '../fixtures/setup-pages';

const CHECK_CALL = '/v1/account/verify/phone/check';

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });
const codeGroup = (page: Page) => page.getByRole('group', { name: 'Enter the 4-digit code' });
const verifiedNotice = (page: Page) => page.getByText('Phone number verified!');
const wrongCodeFor = (code: string) => (code === '1111' ? '2222' : '1111');

/** A signed-in trader on the verify_phone screen, once the code sent on opening is on its way. */
async function openVerifyPhone(page: Page, scheme?: (typeof orderingSchemes)[number]): Promise<Trader> {
  const trader = newTrader(test.info());
  await registerThroughApi(page.request, trader);
  await openStep(page, 'verify_phone', { scheme });
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await expect(page.getByText(`We have texted a 4-digit code to ${trader.phone}`)).toBeVisible();
  return trader;
}

test('the texted code, typed box by box, verifies the phone', async ({ page }) => {
  const trader = await openVerifyPhone(page);
  await expect(page.getByText(/^Resend in \d+ seconds?\.\.\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const code = await readSmsCode(page.request, trader.phoneE164);
  await box(page, 1).click();
  await page.keyboard.type(code, { delay: 30 });

  await expect(verifiedNotice(page)).toBeVisible();
  expect((await signedInUser(page))?.verified.phone).toBe(true);
  await expectNoAxeViolations(page);
});

test('a pasted code, spaces and all, fills the boxes and is checked at once', async ({ page, context }) => {
  const trader = await openVerifyPhone(page);
  const code = await readSmsCode(page.request, trader.phoneE164);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), ` ${code.split('').join(' ')} `);

  const checked = page.waitForRequest((request) => request.url().endsWith(CHECK_CALL));
  await box(page, 2).click();
  await page.keyboard.press('ControlOrMeta+V');
  expect((await checked).postDataJSON()).toEqual({ code });
  await expect(verifiedNotice(page)).toBeVisible();
});

test('a wrong code is explained under the boxes, which empty for another go', async ({ page }) => {
  const trader = await openVerifyPhone(page);
  const code = await readSmsCode(page.request, trader.phoneE164);
  await box(page, 1).click();
  await page.keyboard.type(wrongCodeFor(code));

  await expect(codeGroup(page).getByRole('alert')).toHaveText('That code is not correct. Please check the 4 digits and try again.');
  await expect(box(page, 1)).toHaveValue('');
  await expect(box(page, 1)).toBeFocused();
  await page.keyboard.type(code);
  await expect(verifiedNotice(page)).toBeVisible();
});

test('Resend waits 20 seconds, counting down, and then texts a new code', async ({ page }) => {
  test.setTimeout(70_000);
  const trader = await openVerifyPhone(page);
  await readSmsCode(page.request, trader.phoneE164);
  await expect(page.getByText(/^Resend in (20|19|18) seconds\.\.\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Resend' }).click({ timeout: 25_000 });
  await expect(page.getByText(/^Resend in (20|19) seconds\.\.\.$/)).toBeVisible();
  const second = await readSmsCode(page.request, trader.phoneE164);
  await box(page, 1).click();
  await page.keyboard.type(second);
  await expect(verifiedNotice(page)).toBeVisible();
  const outbox = await page.request.get('/dev/outbox.json', { params: { to: trader.phoneE164 } });
  expect(((await outbox.json()) as { messages: unknown[] }).messages).toHaveLength(2);
});

test('a new number from the popup gets a new code, confirmed by a popup that closes itself', async ({ page }) => {
  await openVerifyPhone(page);
  await page.getByRole('button', { name: /^\(not correct\?\)/ }).click();
  const popup = page.getByRole('dialog', { name: 'Change your mobile number' });
  const field = popup.getByRole('textbox', { name: 'Mobile number' });
  await expect(field).toHaveAttribute('placeholder', '07123 456789');
  await field.fill('020 7123 4567');
  await popup.getByRole('button', { name: 'Save and send code' }).click();
  await expect(popup.getByText('Please enter a valid UK mobile number.')).toBeVisible();
  await expectNoAxeViolations(page);

  const next = newTrader(test.info());
  await field.fill(next.phone);
  await popup.getByRole('button', { name: 'Save and send code' }).click();
  const changed = page.getByRole('dialog', { name: 'Phone number changed' });
  await expect(changed).toContainText(next.phone);
  await expect(changed).toBeHidden({ timeout: 7_000 });
  await expect(page.getByText(`We have texted a 4-digit code to ${next.phone}`)).toBeVisible();

  await page.keyboard.type(await readSmsCode(page.request, next.phoneE164));
  await expect(verifiedNotice(page)).toBeVisible();
  expect(await signedInUser(page)).toMatchObject({ phone: next.phoneE164, verified: { phone: true } });
});

test('the whole step works from the keyboard alone', async ({ page }) => {
  await openVerifyPhone(page, 'original');
  await tabTo(page, page.getByRole('button', { name: /^\(not correct\?\)/ }));
  await page.keyboard.press('Enter');
  const next = newTrader(test.info());
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Mobile number' }));
  await page.keyboard.type(next.phone);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Phone number changed' })).toBeHidden({ timeout: 7_000 });

  await expect(box(page, 1)).toBeFocused();
  await page.keyboard.type(await readSmsCode(page.request, next.phoneE164));
  await expect(verifiedNotice(page)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlOf('description'));
});

for (const scheme of orderingSchemes) {
  test(`in the ${scheme} order, Continue checks the code and moves on to the scheme's next step`, async ({ page }) => {
    const trader = await openVerifyPhone(page, scheme);
    const next = setupOrder[scheme][setupOrder[scheme].indexOf('verify_phone') + 1];
    const code = await readSmsCode(page.request, trader.phoneE164);
    await box(page, 1).click();
    await page.keyboard.type(code.slice(0, 3));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(codeGroup(page).getByRole('alert')).toHaveText('Please enter the 4-digit code.');
    await box(page, 4).click();
    await page.keyboard.type(code.slice(3));
    await expect(verifiedNotice(page)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${routePath(next ?? 'complete')}$`));
  });
}

test('Skip moves on unverified, and a check lost to the network keeps its spinner', async ({ page }) => {
  await openVerifyPhone(page, 'reorderedV1612');
  await page.route(`**${CHECK_CALL}`, (route) => route.abort('internetdisconnected'));
  await box(page, 1).click();
  await page.keyboard.type('1234');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  await expect(codeGroup(page).getByRole('alert')).toHaveCount(0);

  await page.unroute(`**${CHECK_CALL}`);
  await page.reload();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(urlOf('location'));
  expect((await signedInUser(page))?.verified.phone).toBe(false);
});

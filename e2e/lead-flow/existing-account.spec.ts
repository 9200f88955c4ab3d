import { expect, test, type Page } from '@playwright/test';
import { routePath } from '#common/routes';
import { newTrader, openLeadStep, registerThroughApi, seedLead, verifyPhoneThroughApi, type Trader } from '../fixtures/lead-flow';
import { createAccountButton, expectSignedInOnMyAccount, fillRegistration, giveEmail } from '../fixtures/lead-steps';
import { readSignInLink, readSmsCode } from '../fixtures/outbox';
import { stepIndicator } from '../fixtures/setup-pages';

const CODE_CALL = '/auth/sms-login/code/';

/** A new visitor registers with the phone of `owner`'s account and is sent to the phone variant. */
async function registerWithTakenPhone(page: Page, owner: Trader): Promise<void> {
  const visitor = { ...newTrader(test.info()), phone: owner.phone };
  await seedLead(page, { trades: ['Plumber'], email: visitor.email });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, visitor);
  await createAccountButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${routePath('lead_existing')}\\?(?=.*is_phone=1)(?=.*id=[\\w-]{22})`));
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
}

function codeField(page: Page) {
  return page.getByLabel('4-Digit SMS Code*');
}

async function submitCode(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  const answered = page.waitForResponse((response) => response.url().includes(CODE_CALL));
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await answered;
}

function wrongCodeFor(code: string): string {
  return code === '1111' ? '2222' : '1111';
}

test('a visitor giving the e-mail of an account is welcomed back, and the e-mailed link signs them in', async ({ page, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  await verifyPhoneThroughApi(request, owner);

  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_email');
  await giveEmail(page, owner.email);

  await expect(page).toHaveURL(new RegExp(`${routePath('lead_existing')}$`));
  await expect(page).toHaveTitle('Account Located | Tradespace');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(/An account already exists for/)).toContainText(owner.email);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(stepIndicator(page)).toHaveCount(0);

  await page.goto(await readSignInLink(request, owner.email));
  await expectSignedInOnMyAccount(page, owner.email);
});

test('a visitor registering with the phone of an account signs in with the texted code', async ({ page, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  await verifyPhoneThroughApi(request, owner);

  await registerWithTakenPhone(page, owner);
  await expect(page.getByText(/An account already exists for/)).toContainText(owner.phone);
  await expect(page.getByRole('link', { name: 'Contact us instead' })).toHaveAttribute('href', '/contact-us');

  await submitCode(page, await readSmsCode(request, owner.phoneE164));
  await expectSignedInOnMyAccount(page, owner.email);
});

test('a phone given on the phone step that belongs to an account also asks for the texted code', async ({ page, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  await verifyPhoneThroughApi(request, owner);
  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_email', { askLeadPhone: '1' });
  await giveEmail(page, newTrader(test.info()).email);
  await page.getByLabel('Phone number').fill(owner.phone);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${routePath('lead_existing')}\\?(?=.*is_phone=1)(?=.*id=[\\w-]{22})`));
  await submitCode(page, await readSmsCode(request, owner.phoneE164));
  await expectSignedInOnMyAccount(page, owner.email);
});

test('a wrong code shows the server message under the code field', async ({ page, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  await verifyPhoneThroughApi(request, owner);
  await registerWithTakenPhone(page, owner);

  await submitCode(page, wrongCodeFor(await readSmsCode(request, owner.phoneE164)));
  await expect(codeField(page)).toHaveAccessibleDescription(/That code is not correct/);
  await expect(page.getByRole('button', { name: 'Submit Code' })).toBeVisible();
  await expect(page).toHaveURL(/\/lead\/existing\?/);
});

/** Five wrong codes: from the fifth a human check is asked for, beside the right code. */
async function fiveWrongCodes(page: Page, code: string): Promise<void> {
  for (let attempt = 1; attempt <= 4; attempt += 1) await submitCode(page, wrongCodeFor(code));
  await expect(page.getByRole('group', { name: 'Human check' })).toHaveCount(0);
  await submitCode(page, wrongCodeFor(code));
}

test('after five wrong codes the message says what to do next, and a new code signs in', async ({ page, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  await verifyPhoneThroughApi(request, owner);
  await registerWithTakenPhone(page, owner);
  const code = await readSmsCode(request, owner.phoneE164);
  const humanCheck = page.getByRole('group', { name: 'Human check' });

  await fiveWrongCodes(page, code);

  await expect(codeField(page)).toHaveAccessibleDescription(/request a new code/);
  await expect(humanCheck).toBeVisible();
  // one state at a time: once verified, the check no longer asks to confirm
  await expect(humanCheck.getByRole('status')).toHaveText('Verified — thank you', { timeout: 30_000 });
  await expect(humanCheck.getByText('Please confirm you are not a robot.')).toHaveCount(0);

  await page.getByRole('link', { name: 'Request a new code' }).click();
  await expect(page).toHaveURL(/\/my-account\/sms-login\?phone=/);
  const sent = page.waitForResponse((response) => response.url().endsWith('/auth/sms-login') && response.ok());
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await sent;
  await expect(page.getByText(/We've texted a 4-digit code/)).toBeVisible();
  await codeField(page).fill(await readSmsCode(request, owner.phoneE164));
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await expectSignedInOnMyAccount(page, owner.email);
});

test('after five wrong codes one press of the right code signs in, even while the check still runs', async ({ page, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  await verifyPhoneThroughApi(request, owner);
  await registerWithTakenPhone(page, owner);
  const code = await readSmsCode(request, owner.phoneE164);
  const humanCheck = page.getByRole('group', { name: 'Human check' });
  // a slow challenge: the press below lands while the check is still running
  await page.route('**/auth/captcha/challenge**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await fiveWrongCodes(page, code);
  await expect(humanCheck.getByRole('status')).toHaveText('Checking you are human…');
  await codeField(page).fill(code);
  const codeCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(CODE_CALL)) codeCalls.push(response.status());
  });
  await page.getByRole('button', { name: 'Submit Code' }).click();

  await expectSignedInOnMyAccount(page, owner.email);
  expect(codeCalls).toEqual([200]);
});

test('a code already used in another tab offers to request a new code', async ({ page, context, request }) => {
  const owner = newTrader(test.info());
  await registerThroughApi(request, owner);
  await verifyPhoneThroughApi(request, owner);
  await registerWithTakenPhone(page, owner);
  const code = await readSmsCode(request, owner.phoneE164);

  const otherTab = await context.newPage();
  await otherTab.goto(page.url());
  await expect(codeField(otherTab)).toBeVisible();

  await submitCode(page, code);
  await expectSignedInOnMyAccount(page, owner.email);

  await submitCode(otherTab, code);
  await expect(otherTab.getByText(/This code has already been used or has expired/)).toBeVisible();
  const newCode = otherTab.getByRole('link', { name: 'Request a new code' });
  await expect(newCode).toHaveAttribute('href', /^\/my-account\/sms-login\?phone=/);
  await expect(otherTab.getByRole('button', { name: 'Submit Code' })).toHaveCount(0);
  await expect(codeField(otherTab)).toHaveCount(0);
});

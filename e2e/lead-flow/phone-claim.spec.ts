import { expect, test, type Page } from '@playwright/test';
import { newTrader, openLeadStep, registerThroughApi, seedLead, signedInUser } from '../fixtures/lead-flow';
import { createAccountButton, expectOnPhoneVerification, fillRegistration } from '../fixtures/lead-steps';
import { readSmsCode } from '../fixtures/outbox';
import { openStep } from '../fixtures/setup-pages';

// decision 101: a typed phone number is a claim; the account that proves it with the texted code owns it

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });

test("a stranger's claim to my number: I sign up with it, prove it, and end in my own account", async ({ page, browser }) => {
  const owner = newTrader(test.info());
  // the stranger signs up first with the owner's mobile, in a browser of their own, and never proves it
  const strangerContext = await browser.newContext();
  const stranger = { ...newTrader(test.info()), phone: owner.phone, phoneE164: owner.phoneE164 };
  await registerThroughApi(strangerContext.request, stranger);

  // the owner is not told the number exists: they sign up and land on phone verification
  await seedLead(page, { trades: ['Plumber'], email: owner.email });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, owner);
  await createAccountButton(page).click();
  await expectOnPhoneVerification(page);
  await expect(page.getByText(`We have texted a 4-digit code to ${owner.phone}`)).toBeVisible();

  // the owner reads the code on their phone and types it
  await box(page, 1).click();
  await page.keyboard.type(await readSmsCode(page.request, owner.phoneE164), { delay: 30 });
  await expect(page.getByText('Phone number verified!')).toBeVisible();
  const me = await signedInUser(page);
  expect(me?.email).toBe(owner.email.toLowerCase());
  expect(me?.company.name).toBe(owner.businessName);
  expect(me?.verified.phone).toBe(true);

  // the stranger's claim is released: their step says so and asks for their own number
  const strangerPage = await strangerContext.newPage();
  await openStep(strangerPage, 'verify_phone');
  await expect(
    strangerPage.getByText(`${owner.phone} has been verified by another account. Please enter your own mobile number.`),
  ).toBeVisible();
  expect((await signedInUser(strangerPage))?.phone_number).toBeNull();
  await expect(box(strangerPage, 1)).toHaveCount(0);
  // Continue asks for a number of their own, which gets its own code
  await strangerPage.getByRole('button', { name: 'Continue', exact: true }).click();
  const popup = strangerPage.getByRole('dialog', { name: 'Change your mobile number' });
  const own = newTrader(test.info());
  await popup.getByRole('textbox', { name: 'Mobile number' }).fill(own.phone);
  await popup.getByRole('button', { name: 'Save and send code' }).click();
  await expect(strangerPage.getByText(`We have texted a 4-digit code to ${own.phone}`)).toBeVisible({ timeout: 10_000 });
  await strangerContext.close();
});

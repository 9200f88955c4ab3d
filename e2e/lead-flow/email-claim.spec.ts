import { expect, test } from '@playwright/test';
import { newTrader, openLeadStep, registerThroughApi, seedLead, signedInUser } from '../fixtures/lead-flow';
import { createAccountButton, expectOnPhoneVerification, fillRegistration, giveEmail } from '../fixtures/lead-steps';
import { readMessage, readSignInLink } from '../fixtures/outbox';

// decision 113: a typed e-mail address is a claim; the reader of the address can take it back from an account a
// stranger started with it, then make their own

test("a stranger's claim to my e-mail: I take my address back, sign up with it, prove it, and end in my own account", async ({
  page,
  browser,
}) => {
  const owner = newTrader(test.info());
  // the stranger signs up first with the owner's address, in a browser of their own, and never confirms it
  const strangerContext = await browser.newContext();
  const stranger = { ...newTrader(test.info()), email: owner.email, businessName: 'Attacker Ltd' };
  await registerThroughApi(strangerContext.request, stranger);

  // the owner's sign-up finds the address taken: the e-mail they receive offers "This is not my account"
  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_email');
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const [releaseLink] = await readMessage(page.request, owner.email, /https?:\/\/\S+\/email-release\/[\w-]+/);

  await page.goto(releaseLink);
  await expect(page.getByRole('heading', { name: 'Take back your e-mail address', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'This is not my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is yours again', level: 1 })).toBeVisible();
  await expect(page.getByText(`${owner.email.toLowerCase()} is no longer linked to the account someone else started`)).toBeVisible();

  // now the address is free: the owner signs up with it into an account of their own
  await openLeadStep(page, 'lead_email');
  await giveEmail(page, owner.email);
  await fillRegistration(page, owner);
  await createAccountButton(page).click();
  await expectOnPhoneVerification(page);
  const me = await signedInUser(page);
  expect(me?.email).toBe(owner.email.toLowerCase());
  expect(me?.company.name).toBe(owner.businessName);

  // and proves it: the account page's link, read from the inbox, marks the address verified
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'E-mail me a link to verify it' }).click();
  await expect(page.getByText(`We have e-mailed a link to ${owner.email.toLowerCase()}`)).toBeVisible();
  await page.goto(await readSignInLink(page.request, owner.email));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  expect((await signedInUser(page))?.company.name).toBe(owner.businessName);

  // the stranger was signed out and the address no longer signs in to their account
  expect(await signedInUser(await strangerContext.newPage())).toBeNull();
  await strangerContext.close();
});

import { expect, test } from '@playwright/test';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signedInUser } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import {
  expectOnPlansPage,
  membershipNeighbours,
  paygLink,
  signUpAndOpenMembership,
  startTrialButton,
  termsBox,
} from '../fixtures/membership-steps';
import { openStep, urlOf } from '../fixtures/setup-pages';

const { next, previous } = membershipNeighbours('original');
const afterMembership = next ?? 'complete';
const beforeMembership = previous ?? 'trades';

test('the step lists three monthly plans plus VAT, one labelled best value per credit, and pay as you go, with Back but no Skip', async ({
  page,
}) => {
  await signUpAndOpenMembership(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a monthly subscription' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
  // "Most Popular" only on a plan most traders are on (decision 117); the cheapest credit is always labelled
  await expect(page.getByText('Best value per credit')).toHaveCount(1);
  await expect(page.getByText('£59 + VAT / month')).toBeVisible();
  await expect(page.getByText('1 month free trial')).toHaveCount(3);
  const payg = page.getByRole('region', { name: 'Pay as you go' });
  await expect(payg).toContainText('No Monthly Fee');
  await expect(payg).toContainText('0 credits');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
});

test('a plan picked with the terms starts the free month and moves on to the next step', async ({ page }) => {
  await signUpAndOpenMembership(page);

  await page.getByText('110 credits').click();
  await termsBox(page).check();
  await startTrialButton(page).click();

  await expect(page).toHaveURL(urlOf(afterMembership));
  const user = await signedInUser(page);
  expect(user?.membership_status).toBe('PICKED');
  expect(user?.membership.plan).toEqual({ name: 'Pro', credits: 110, cost: 119 });
  expect(user?.membership.trial_ends_at).not.toBeNull();
});

test('a plan without the terms shows the error and stays', async ({ page }) => {
  await signUpAndOpenMembership(page);

  await startTrialButton(page).click();

  await expect(termsBox(page)).toHaveAccessibleDescription('Please agree to the subscription terms.');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a monthly subscription' })).toBeVisible();
  expect((await signedInUser(page))?.membership_status).toBe('PICK_SUB');
});

test('"Or choose Pay as you go" moves the trader to pay as you go and on to the next step', async ({ page }) => {
  await signUpAndOpenMembership(page);

  await paygLink(page).click();

  await expect(page).toHaveURL(urlOf(afterMembership));
  expect((await signedInUser(page))?.membership_status).toBe('PAYG');
});

test('with autoSkipMembership the step moves straight on, and Back from the next step passes over it', async ({ page }) => {
  await signUpAndOpenMembership(page, { query: { autoSkipMembership: '1' } });

  await expect(page).toHaveURL(urlOf(afterMembership));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(urlOf(beforeMembership));
  expect((await signedInUser(page))?.membership_status).toBe('PICK_SUB');
});

test('under reorderedV1412 membership comes right after phone verification and auto-skips to billing', async ({ page }) => {
  await signUpAndOpenMembership(page, { scheme: 'reorderedV1412', query: { autoSkipMembership: '1' } });

  await expect(page).toHaveURL(urlOf(membershipNeighbours('reorderedV1412').next ?? 'billing'));
});

test('a subscribed trader sees the plan and manages it on the real plans page', async ({ page }) => {
  await signUpAndOpenMembership(page);
  await termsBox(page).check();
  await startTrialButton(page).click();
  await expect(page).toHaveURL(urlOf(afterMembership));

  await openStep(page, 'membership');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Standard');
  await expect(continueButton(page)).toBeVisible();
  await page.getByRole('link', { name: 'Manage your plan' }).click();

  await expectOnPlansPage(page);
  await expect(page.getByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(/Your current plan/);
  await page.getByRole('button', { name: 'Switch to Pay as you go' }).click();
  await expect(page.getByRole('status')).toHaveText('You are now on Pay as you go.');
  expect((await signedInUser(page))?.membership_status).toBe('PAYG');
});

test('a trader on pay as you go upgrades from the plans page the step links to', async ({ page }) => {
  await signUpAndOpenMembership(page);
  await paygLink(page).click();
  await expect(page).toHaveURL(urlOf(afterMembership));

  await openStep(page, 'membership');
  await page.getByRole('link', { name: 'Upgrade to a monthly plan' }).click();

  await expectOnPlansPage(page);
  await expect(page.getByRole('region', { name: 'Pay as you go' })).toContainText('Your current plan');
  await page.getByText('25 credits').click();
  await termsBox(page).check();
  await startTrialButton(page).click();
  await expect(page.getByRole('status')).toHaveText('You are now on the Starter plan.');
  expect((await signedInUser(page))?.membership.plan?.name).toBe('Starter');
});

test('the plans page asks a visitor who is not signed in to sign in', async ({ page }) => {
  await page.goto(sitePages.membershipPlans);

  await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
});

test('the step has no accessibility violations, also with the subscription terms popup open', async ({ page }) => {
  await signUpAndOpenMembership(page);
  await expect(startTrialButton(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'subscription terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Terms' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Free trial and renewal' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(termsBox(page)).not.toBeChecked();
});

import { expect, test, type Page } from '@playwright/test';
import { adminPages } from '#common/admin-pages';
import { reviewMessages } from '#common/contract/review-texts';
import { sitePages } from '#common/routes';
import { openStaffWindow, signInAsStaff, staffAccount } from '../fixtures/admin-review';
import { expectNoAxeViolations } from '../fixtures/axe';
import { liveTraderOnPlan } from '../fixtures/live-trader';
import { readMessage } from '../fixtures/outbox';
import { placesFor } from '../fixtures/public-profile';

// Customer reviews end to end (decisions 139–141, 144) at 375 and 1280 px: the trader invites, the customer writes
// the review from the e-mail's link with JavaScript off, staff publish it, the profile shows it, the trader replies.

const TEXT = 'Came out within two hours, found the leak under the bath and fixed it neatly. Fair price, no mess left.';
const REPLY = 'Thank you, Alex. It was a pleasure to help.';

const askForReviews = (page: Page) => page.getByRole('region', { name: 'Ask for reviews' });

test('invite a customer, who reviews without JavaScript; staff publish it; the profile shows the stars and the reply', async ({
  page,
  browser,
  viewport,
  baseURL,
}) => {
  test.slow(); // a trader, a customer and a member of staff, each in their own window
  const { trader, url } = await liveTraderOnPlan(page, placesFor(test.info()).work, 'Standard');
  const customerEmail = `customer-${trader.phoneE164.slice(-8)}-${test.info().project.name}@example.com`;
  // the audit list is every trader's: a title of this test's own finds this review's line among the other runs'
  const TITLE = `Leak under the bath at number ${trader.phoneE164.slice(-4)} found and fixed the same day`;

  // the trader invites a past customer from their account
  await page.goto(sitePages.myAccount);
  const section = askForReviews(page);
  await section.getByLabel("Customer's name").fill('Alex Jones');
  await section.getByLabel("Customer's e-mail address").fill(customerEmail);
  await section.getByRole('button', { name: 'Send invitation' }).click();
  await expect(section.getByRole('status')).toHaveText('We have e-mailed your customer.');
  await expect(section.getByText(`Alex Jones (${customerEmail}): Invited`)).toBeVisible();
  await expectNoAxeViolations(page);

  // the customer opens the e-mail's link in a browser with JavaScript off
  const [, reviewPath] = await readMessage(page.request, customerEmail, /https?:\/\/\S+?(\/review\/[\w-]+)/);
  const customer = await browser.newContext({ viewport, baseURL, javaScriptEnabled: false });
  try {
    const form = await customer.newPage();
    await form.goto(reviewPath ?? '');
    await expect(form.getByRole('heading', { level: 1, name: /^Review / })).toBeVisible();
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Title', { exact: true }).fill(TITLE);
    await form.getByLabel('Your review', { exact: true }).fill('Too short.');
    await form.getByLabel('When was the job done?').selectOption({ index: 1 });
    await form.getByLabel('Name shown with your review').fill('Alex J.');
    await form.getByRole('checkbox', { name: /I am the customer/ }).check();
    await form.getByRole('button', { name: 'Send my review' }).click();
    // a mistake comes back as a sentence under its field, with what was typed kept
    await expect(form.locator('#review-text-error')).toHaveText(reviewMessages.textTooShort);
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
    await form.getByLabel('Your review', { exact: true }).fill(TEXT);
    await form.getByRole('button', { name: 'Send my review' }).click();
    await expect(form.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible();
    await form.screenshot({ path: test.info().outputPath('review-sent.png'), fullPage: true });
  } finally {
    await customer.close();
  }

  // staff publish it at /admin/reviews, seeing its signals in sentences
  const staff = await openStaffWindow(browser, { viewport, baseURL });
  try {
    await signInAsStaff(staff.page, staffAccount('reviews', test.info()));
    await staff.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customer reviews' }).click();
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
    const card = staff.page.getByRole('article').filter({ hasText: customerEmail });
    await expect(card.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(card).toContainText('5 out of 5');
    await expect(card.getByText(/^Nothing stands out|^Check before publishing/)).toBeVisible();
    await expectNoAxeViolations(staff.page);
    await staff.page.screenshot({ path: test.info().outputPath('admin-reviews.png'), fullPage: true });
    await card.getByRole('button', { name: /^Publish/ }).click();
    await expect(staff.page.getByText(`Published the review “${TITLE}” of ${trader.firstName} ${trader.lastName}.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // the decision is on the audit log page, in the customer reviews' own list
    await staff.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    const decisions = staff.page.getByRole('region', { name: 'Customer review decisions' });
    await expect(decisions.getByText(`Published: the 5-star review “${TITLE}” of ${trader.firstName} ${trader.lastName}`)).toBeVisible();
    await expect(staff.page).toHaveURL(new RegExp(`${adminPages.audit}$`));
    await expectNoAxeViolations(staff.page);
    await staff.page.screenshot({ path: test.info().outputPath('audit-log.png'), fullPage: true });
  } finally {
    await staff.close();
  }

  // the public profile shows the stars, the count and the review
  await page.goto(`/t/${url}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  await expect(reviews.getByText('5.0 out of 5 from 1 review')).toBeVisible();
  await expect(reviews.getByRole('heading', { name: TITLE })).toBeVisible();

  // the trader replies once, and the reply shows on the profile
  await page.goto(sitePages.myAccount);
  await askForReviews(page).getByLabel('Reply publicly (once; it cannot be changed)').fill(REPLY);
  await askForReviews(page).getByRole('button', { name: 'Publish my reply' }).click();
  await expect(askForReviews(page).getByText(`Your reply: ${REPLY}`)).toBeVisible();
  await expect(askForReviews(page).getByRole('button', { name: 'Publish my reply' })).toHaveCount(0);
  await page.goto(`/t/${url}`);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(REPLY)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile.png'), fullPage: true });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { routePath, sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { failTrackingWith, TRACKING_CALL } from '../fixtures/failing-calls';
import { continueButton } from '../fixtures/lead-steps';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { expectPopupEntryGone } from '../fixtures/popup-history';
import { navigateClientSide, openStep, urlOf } from '../fixtures/setup-pages';

const serverError = ["Tradespace's servers encountered an error with your request.", 'Our staff have been notified of this error.'];
const rateLimited = [
  'You have been making too many web requests to our servers. You have temporarily been rate limited.',
  'Please try again in a few moments time.',
];

test('a 500 or 503 reply shows the server error popup with a contact link and a reload button', async ({ page }) => {
  for (const status of [500, 503]) {
    await failTrackingWith(page, status);
    await openStep(page, 'lead_location');
    const dialog = page.getByRole('dialog', { name: `${status} Error` });
    await expect(dialog).toBeVisible();
    for (const text of serverError) await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', sitePages.ticketsCreate);
    await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  }
});

test('a 429 reply shows the rate limit popup, which closes by its close link', async ({ page }) => {
  await failTrackingWith(page, 429);
  await openStep(page, 'lead_location');
  const dialog = page.getByRole('dialog', { name: '429 Error' });
  await expect(dialog).toBeVisible();
  for (const text of rateLimited) await expect(dialog.getByText(text)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'contact us' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a 404 reply shows the not found popup, which closes with Escape', async ({ page }) => {
  await failTrackingWith(page, 404);
  await openStep(page, 'lead_location');
  const dialog = page.getByRole('dialog', { name: '404 Error' });
  await expect(dialog.getByText('We could not locate the page you were attempting to access.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the reload button of the error popup reloads the page', async ({ page }) => {
  await failTrackingWith(page, 500);
  await openStep(page, 'lead_location');
  const dialog = page.getByRole('dialog', { name: '500 Error' });
  const reloaded = page.waitForEvent('framenavigated');
  await dialog.getByRole('button', { name: 'Reload Page' }).click();
  expect((await reloaded).url()).toMatch(urlOf('lead_location'));
});

test('a new error after the popup was closed opens it again', async ({ page }) => {
  await seedLeadDraft(page);
  await failTrackingWith(page, 500);
  await openStep(page, 'lead_location');
  const dialog = page.getByRole('dialog', { name: '500 Error' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // closing takes the popup's history entry away (a Back); the app's own moves wait for it, this raw one must too
  await expectPopupEntryGone(page);

  // the next step screen records its own `loaded` event, which fails the same way
  await navigateClientSide(page, routePath('lead_email'));
  await expect(page).toHaveTitle('Email | Tradespace');
  await expect(dialog).toBeVisible();
});

/** Moves the page's paused clock on in small steps until the popup's delay has passed. */
async function openOnPageClock(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(dialog).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [0], timeout: 10_000 });
}

test('the error popup waits about 200 ms after the error before it opens', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await failTrackingWith(page, 500);
  const failed = page.waitForResponse(TRACKING_CALL);
  await openStep(page, 'lead_location');
  await failed;
  const dialog = page.getByRole('dialog', { name: '500 Error' });
  // real time passes but the page's clock stands still, so the popup must not open yet
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(190);
  await expect(dialog).toBeHidden();
  await openOnPageClock(page, dialog);
});

test('a 419 reply shows the reloading popup, which counts down and reloads the page after 60 seconds', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await failTrackingWith(page, 419);
  const failed = page.waitForResponse(TRACKING_CALL);
  await openStep(page, 'lead_location');
  await failed;
  const dialog = page.getByRole('dialog', { name: 'Reloading' });
  await page.clock.runFor(180);
  await openOnPageClock(page, dialog);
  await expect(dialog.getByText('A quick page refresh is needed to ensure you have the most up-to-date interface.')).toBeVisible();
  await expect(dialog.getByText('Reloading in 60 seconds…')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reload Page' })).toHaveCount(0);

  await page.clock.runFor(1_000);
  await expect(dialog.getByText('Reloading in 59 seconds…')).toBeVisible();
  await page.clock.runFor(58_000);
  await expect(dialog.getByText('Reloading in 1 second…')).toBeVisible();

  const reloaded = page.waitForEvent('framenavigated');
  await page.clock.runFor(1_000);
  expect((await reloaded).url()).toMatch(urlOf('lead_location'));
});

test('with a stale token every call answers 419, the 30 s ping too, and the reload still comes 60 s after the first', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const stale: string[] = [];
  await page.route('**/v1/**', (route) => {
    stale.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 419, contentType: 'application/json', body: JSON.stringify({ error: 'http_419' }) });
  });
  await openStep(page, 'lead_location');
  const dialog = page.getByRole('dialog', { name: 'Reloading' });
  await openOnPageClock(page, dialog);
  await expect(dialog.getByText('Reloading in 60 seconds…')).toBeVisible();

  await page.clock.runFor(30_000); // the user-info ping answers 419 and the popup shows it again
  await expect.poll(() => stale.filter((path) => path.startsWith('/v1/account/info')).length).toBeGreaterThan(0);
  await expect(dialog.getByText(/^Reloading in (29|30) seconds…$/)).toBeVisible();

  const reloaded = page.waitForEvent('framenavigated');
  await page.clock.runFor(31_000); // the countdown ticks each second: the tick after the minute reloads
  expect((await reloaded).url()).toMatch(urlOf('lead_location'));
});

test('the reloading popup can be closed', async ({ page }) => {
  await failTrackingWith(page, 419);
  await openStep(page, 'lead_location');
  const dialog = page.getByRole('dialog', { name: 'Reloading' });
  await expect(dialog.getByText(/Reloading in \d+ seconds?…/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

const sentenceOf = {
  400: 'We could not make sense of that request, so nothing was changed.',
  418: 'Something went wrong and we could not complete your request.',
} as const;

for (const [status, sentence] of Object.entries(sentenceOf)) {
  test(`a ${status} reply gets a sentence in its popup, never a bare code`, async ({ page }) => {
    await failTrackingWith(page, Number(status));
    await openStep(page, 'lead_location');
    const dialog = page.getByRole('dialog', { name: `${status} Error` });
    await expect(dialog.getByText(sentence)).toBeVisible();
    await expect(dialog.getByText('Please reload the page and try again.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the 419 popup offers "Reload now"; after the reload the draft and what was typed are still there', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // two page loads, a reload and axe
  // the draft is written once, by the page itself, so only the browser's own storage can carry it over the reload
  await openStep(page, 'lead_location');
  const categories = (await (await page.request.get('/v1/helpers/categories')).json()) as { parents: { id: number }[] };
  const lead = { postcode: 'LS11 5QR', trades: [categories.parents[0]!.id], redirected: true };
  await page.evaluate((draft) => window.localStorage.setItem('tradespace.lead', JSON.stringify(draft)), lead);
  await openStep(page, 'lead_email');
  await page.getByLabel('Email address').fill('typed-before-419@example.com');
  // the page's token no longer matches the session's, as after a sign-in in another tab
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'stale-token', url: baseURL! }]);
  await continueButton(page).click();

  const dialog = page.getByRole('dialog', { name: 'Reloading' });
  await expect(dialog.getByText('A quick page refresh is needed to ensure you have the most up-to-date interface.')).toBeVisible();
  await expectNoAxeViolations(page);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reload now' }).click();
  await reloaded;

  await expect(page).toHaveURL(urlOf('lead_email'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Email address')).toHaveValue('typed-before-419@example.com');
  const draft = await page.evaluate(() => JSON.parse(window.localStorage.getItem('tradespace.lead') ?? '{}'));
  expect(draft).toMatchObject({ postcode: lead.postcode, trades: lead.trades });
});

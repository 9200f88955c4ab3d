import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { makeImageFiles, type ImageFiles } from '../fixtures/image-files';
import { tabTo } from '../fixtures/lead-flow';
import { waitForMessage } from '../fixtures/outbox';
import { verifiedTrader } from '../fixtures/published-traders';
import { completeSetup, fillQuote, jobsEstimate, placesFor, profileDescription, quoteForm } from '../fixtures/public-profile';

let files: ImageFiles;
test.beforeAll(async () => {
  files = await makeImageFiles();
});
test.afterAll(async () => {
  await files.remove();
});

const homeowner = { name: 'Priya Shah', email: 'priya.shah@example.com', phone: '07712 345678' };
const THANK_YOU = 'Thank you, your quote request has been sent.';
const badgeList = (page: Page) => page.getByRole('list', { name: 'Verified by Tradespace' });

test('a completed trader’s profile shows their details and gallery, and a homeowner’s quote raises the jobs estimate by one', async ({
  page,
  request,
}) => {
  const { trader, profilePath } = await completeSetup(page, files);
  const places = placesFor(test.info());
  expect(profilePath).toMatch(/^\/t\/fletcher-plumbing-\d+$/);

  await page.getByRole('link', { name: 'View your public profile' }).click();

  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page).toHaveTitle(`${trader.businessName}, Plumber in ${places.place} | Tradespace`);
  await expect(page.getByRole('heading', { level: 1, name: trader.businessName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Trades', exact: true }).getByRole('link', { name: 'Plumber' })).toBeVisible();
  await expect(page.getByText(places.area)).toBeVisible();
  await expect(page.getByRole('img', { name: `Profile picture of ${trader.businessName}` })).toBeVisible();
  // the description's markup is text on the page, and it never ran
  await expect(page.getByText(profileDescription(trader))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).descriptionScriptRan)).toBeUndefined();
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await expect(badgeList(page)).toHaveCount(0);

  const photos = page.getByRole('link', { name: /^Job photo \d of 2$/ });
  await expect(photos).toHaveCount(2);
  const thumbnail = await photos.first().getByRole('img').getAttribute('src');
  const display = await photos.first().getAttribute('href');
  expect(display).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
  expect(thumbnail).toBe(display?.replace('.webp', '-thumb.webp'));
  expect((await page.request.get(display ?? '')).headers()['content-type']).toBe('image/webp');
  await expectNoAxeViolations(page);

  const before = await jobsEstimate(request, places.homeowner, 'Plumber');
  await fillQuote(page, {
    ...homeowner,
    postcode: places.homeowner,
    description: 'The boiler pressure keeps dropping and a radiator leaks.',
  });
  await quoteForm.send(page).click();

  await expect(page).toHaveURL(new RegExp(`${profilePath}\\?quote=sent#quote$`));
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  expect(await jobsEstimate(request, places.homeowner, 'Plumber')).toBe(before + 1);
  const [, from] = await waitForMessage(request, trader.email, /(Priya Shah) asked for a quote through your Tradespace profile/);
  expect(from).toBe(homeowner.name);
  await expectNoAxeViolations(page);
});

test('a trader whose checks staff verified shows the Gas Safe and electrician badges', async ({ page }) => {
  await page.goto(`/t/${verifiedTrader.url}`);

  await expect(page.getByRole('heading', { level: 1, name: verifiedTrader.businessName })).toBeVisible();
  await expect(badgeList(page).getByRole('listitem')).toHaveText([...verifiedTrader.badges]);
  await expectNoAxeViolations(page);
});

test('bad input keeps every value and shows each message under its field, with the keyboard alone', async ({ page }) => {
  await page.goto(`/t/${verifiedTrader.url}`);
  await fillQuote(page, { name: '', email: 'priya@', phone: '12345', postcode: 'ZZ9 9ZZ', description: 'Too short' });
  await tabTo(page, quoteForm.send(page));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expect(quoteForm.name(page)).toHaveAccessibleDescription('Please enter your name.');
  await expect(quoteForm.email(page)).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(quoteForm.phone(page)).toHaveAccessibleDescription(/Please enter a valid UK phone number\.$/);
  await expect(quoteForm.description(page)).toHaveAccessibleDescription(/Please describe the job in at least 20 characters\.$/);
  await expect(quoteForm.email(page)).toHaveValue('priya@');
  await expect(quoteForm.postcode(page)).toHaveValue('ZZ9 9ZZ');
  await expect(quoteForm.description(page)).toHaveValue('Too short');
  await expectNoAxeViolations(page);

  // the summary's links lead to the fields
  await page.getByRole('alert').getByRole('link', { name: 'Please enter your name.' }).click();
  await expect(page).toHaveURL(/#quote-name$/);
});

test('the job’s postcode is asked once: checked in the form, then kept there with everything typed', async ({ page }) => {
  await page.goto(`/t/${verifiedTrader.url}`);
  await expect(page.getByRole('textbox', { name: /postcode/i })).toHaveCount(1);
  await quoteForm.name(page).fill(homeowner.name);
  await quoteForm.description(page).fill('Please service our combi boiler before the winter.');
  await quoteForm.postcode(page).fill('ls2 7hy');
  await quoteForm.checkPostcode(page).click();

  await expect(page.getByRole('status')).toHaveText(`${verifiedTrader.businessName} works in LS2 7HY. Tell them about the job below.`);
  await expect(page.getByRole('textbox', { name: /postcode/i })).toHaveCount(1);
  await expect(quoteForm.postcode(page)).toHaveValue('LS2 7HY');
  await expect(quoteForm.name(page)).toHaveValue(homeowner.name);
  await expect(quoteForm.description(page)).toHaveValue('Please service our combi boiler before the winter.');
  await expectNoAxeViolations(page);

  // changed in the same field, checked again: a place the trader does not cover says so and offers the directory
  await quoteForm.postcode(page).fill('PL1 1AA');
  await quoteForm.checkPostcode(page).click();
  await expect(page.getByRole('status')).toContainText(`${verifiedTrader.businessName} does not work in PL1 1AA.`);
  await expect(page.getByRole('link', { name: 'Find a Heating Engineer who works in PL1 1AA' })).toBeVisible();
  await expect(quoteForm.name(page)).toHaveValue(homeowner.name);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile page shows all its content, the description as text, and its quote form works', async ({ page }) => {
    const response = await page.goto(`/t/${verifiedTrader.url}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: verifiedTrader.businessName })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trades', exact: true }).getByRole('listitem')).toHaveText([...verifiedTrader.tradeNames]);
    await expect(page.getByText(verifiedTrader.area)).toBeVisible();
    await expect(page.getByText('Boilers, rewires and fault finding. <script>window.seededScriptRan = true</script>')).toBeVisible();
    await expect(page.getByRole('img', { name: `Profile picture of ${verifiedTrader.businessName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Job photo \d of 2$/ })).toHaveCount(2);
    await expect(badgeList(page).getByRole('listitem')).toHaveText([...verifiedTrader.badges]);
    await expect(page.getByRole('heading', { level: 2, name: 'Request a quote' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Contains OS data © Crown copyright and database right');
    // (axe needs script in the page; the same page is checked with it in the badges test)

    // the postcode is checked first, then carried in the same field into the request
    await quoteForm.postcode(page).fill('LS2 7HY');
    await quoteForm.checkPostcode(page).click();
    await expect(page.getByRole('status')).toContainText(`${verifiedTrader.businessName} works in LS2 7HY.`);
    await expect(page.getByRole('textbox', { name: /postcode/i })).toHaveCount(1);
    await fillQuote(page, { ...homeowner, postcode: 'LS2 7HY', description: 'Please service our combi boiler before the winter.' });
    await quoteForm.send(page).click();

    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await expect(quoteForm.send(page)).toHaveCount(0);
  });
});

test('the description markup stays text in the page source too', async ({ request }) => {
  const page = await (await request.get(`/t/${verifiedTrader.url}`)).text();

  expect(page).toContain('&lt;script&gt;window.seededScriptRan = true&lt;/script&gt;');
  expect(page).not.toContain('<script>window.seededScriptRan');
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { makeImageFiles, type ImageFiles } from '../fixtures/image-files';
import { tabTo } from '../fixtures/lead-flow';
import { verifiedTrader } from '../fixtures/published-traders';
import { completeSetup, placesFor } from '../fixtures/public-profile';

let files: ImageFiles;
test.beforeAll(async () => {
  files = await makeImageFiles();
});
test.afterAll(async () => {
  await files.remove();
});

const postcodeField = (page: Page) => page.getByLabel('Your postcode');
const listings = (page: Page) =>
  page
    .getByRole('list', { name: /listings$/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** The miles of each listing, in page order (whole miles, "Less than 1 mile" as 0). */
async function milesOf(page: Page): Promise<number[]> {
  const texts = await listings(page).getByText(/mile/).allTextContents();
  return texts.map((text) => (/Less than 1 mile/.test(text) ? 0 : Number(/(\d+) miles? away/.exec(text)?.[1] ?? NaN)));
}

test('a completed trader is found in the directory for their trade, nearest first to their postcode', async ({ page }) => {
  const { trader, profilePath } = await completeSetup(page, files);
  const places = placesFor(test.info());

  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade directory' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Plumber', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plumber directory' })).toBeVisible();
  await postcodeField(page).fill(places.work);
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/directory\/plumber\?postcode=/);
  await expect(page.getByText(`nearest to ${places.work} first`)).toBeVisible();
  const entry = listings(page).filter({ has: page.getByRole('link', { name: trader.businessName }) });
  await expect(entry).toContainText(`${places.area} · Less than 1 mile away`);
  await expect(entry.getByRole('list', { name: 'Trades', exact: true })).toContainText('Plumber');
  const miles = await milesOf(page);
  expect(miles[0]).toBe(0);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  await expectNoAxeViolations(page);

  await entry.getByRole('link', { name: trader.businessName }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: trader.businessName })).toBeVisible();
});

test('an unknown postcode gets a message under the field, and the list with badges stays', async ({ page }) => {
  await page.goto('/directory/electrician');
  await postcodeField(page).fill('ZZ9 9ZZ');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(postcodeField(page)).toHaveAccessibleDescription(/We do not recognise that postcode\. Please check it and try again\.$/);
  await expect(postcodeField(page)).toHaveValue('ZZ9 9ZZ');
  const entry = listings(page).filter({ has: page.getByRole('link', { name: verifiedTrader.businessName }) });
  await expect(entry.getByRole('list', { name: 'Verified by Tradespace' }).getByRole('listitem')).toHaveText([...verifiedTrader.badges]);
  await expectNoAxeViolations(page);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the postcode search works with the keyboard alone and orders the list', async ({ page }) => {
    await page.goto('/directory/heating-engineer');
    await tabTo(page, postcodeField(page));
    await page.keyboard.type('HG1 1AA');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/directory\/heating-engineer\?postcode=HG1\+1AA$/);
    await expect(page.getByText('nearest to HG1 1AA first')).toBeVisible();
    const entry = listings(page).filter({ has: page.getByRole('link', { name: verifiedTrader.businessName }) });
    await expect(entry).toContainText(new RegExp(`${verifiedTrader.area.replace(/[()]/g, '\\$&')} · \\d+ miles away`));
    const miles = await milesOf(page);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });
});

test('an unknown trade is the 404 page', async ({ page }) => {
  const response = await page.goto('/directory/no-such-trade');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the trade directory' })).toBeVisible();
  await expectNoAxeViolations(page);
});

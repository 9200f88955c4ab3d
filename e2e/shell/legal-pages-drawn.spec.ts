import { expect, test, type Page } from '@playwright/test';
import { routePath, sitePages } from '#common/routes';
import { holdEntryScript } from '../fixtures/held-script';
import { appTookOver, footer } from '../fixtures/setup-pages';

// The legal pages arrive drawn by the server like the first steps (decision 123): a visitor without JavaScript
// who follows a legal link from the drawn postcode step reads the whole text, and with JavaScript the app takes the
// page over without moving it.

const LEGAL_PAGES = [
  {
    link: 'Terms of use',
    path: sitePages.termsOfUse,
    heading: 'Terms of Website Use',
    sentence: 'These terms tell you the rules for using the Tradespace website as a tradesperson.',
  },
  {
    link: 'Terms of supply',
    path: sitePages.termsOfSupply,
    heading: 'Terms and Conditions of Supply',
    sentence: 'We turn each job into a lead and offer it to tradespeople whose trades and working area match the job.',
  },
  {
    link: 'Privacy policy',
    path: sitePages.privacyPolicy,
    heading: 'Privacy Policy',
    sentence: 'This policy explains what personal data we collect about you, why we collect it',
  },
];

/** Every heading of the page, level and text, in the order a screen reader lists them. */
const headings = (page: Page) =>
  page.locator('h1, h2, h3').evaluateAll((found) => found.map((heading) => `${heading.tagName} ${heading.textContent ?? ''}`));

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const legal of LEGAL_PAGES) {
    test(`"${legal.link}" on the postcode step opens the whole text, its headings as the app shows them`, async ({
      page,
      browser,
    }, testInfo) => {
      await page.goto(routePath('lead_location'));
      await footer(page).getByRole('link', { name: legal.link }).click();

      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page).toHaveTitle(`${legal.heading} | Tradespace`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
      await expect(page.getByText(legal.sentence)).toBeVisible();
      // the text is whole: no "needs JavaScript" line under it
      await expect(page.locator('noscript')).toHaveCount(0);
      await expect(footer(page).getByRole('link', { name: 'Contact us' })).toBeVisible();

      // the same headings, in the same order, as the app draws for a visitor with JavaScript
      const withScript = await browser.newPage({ javaScriptEnabled: true, viewport: testInfo.project.use.viewport ?? null });
      await withScript.goto(legal.path);
      await appTookOver(withScript);
      await expect(withScript.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
      expect(await headings(page)).toEqual(await headings(withScript));
      await withScript.close();
    });
  }

  test('a link inside a legal text goes to the other text, and the logo to the site’s root', async ({ page }) => {
    await page.goto(sitePages.termsOfUse);
    await page.getByRole('main').getByRole('link', { name: 'privacy policy' }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePages.privacyPolicy}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

    await page.getByRole('link', { name: 'Tradespace' }).first().click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test('a legal page read before the app’s script has come stays where it was read when the app takes it over', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const release = await holdEntryScript(page);
  await page.goto(sitePages.termsOfSupply, { waitUntil: 'commit' });
  const section = page.getByRole('heading', { level: 2, name: 'Refunds' });
  await section.scrollIntoViewIfNeeded();
  const before = { box: await section.boundingBox(), scrolled: await page.evaluate(() => window.scrollY) };
  expect(before.scrolled).toBeGreaterThan(0);

  release();
  await appTookOver(page);
  await expect(page).toHaveTitle('Terms and Conditions of Supply | Tradespace');
  // taken over, not drawn again: nothing moved
  expect({ box: await section.boundingBox(), scrolled: await page.evaluate(() => window.scrollY) }).toEqual(before);
  // and the app's: its footer links open popups now
  await footer(page).getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  expect(problems).toEqual([]);
});

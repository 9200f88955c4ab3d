import { expect, test } from '@playwright/test';
import { routePath, SETUP_PREFIX, sitePages, type RouteName } from '#common/routes';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { footer, openStep, urlOf } from '../fixtures/setup-pages';

test('the setup prefix redirects to the postcode step', async ({ page }) => {
  await page.goto(SETUP_PREFIX);
  await expect(page).toHaveURL(urlOf('lead_location'));
  await expect(page).toHaveTitle('join for more job leads today | Tradespace');
});

const titles: [RouteName, string][] = [
  ['lead_location', 'join for more job leads today | Tradespace'],
  ['lead_trades', 'Your Trades | Tradespace'],
  ['lead_email', 'Email | Tradespace'],
  ['lead_phone', 'Phone | Tradespace'],
  ['lead_register', 'Register | Tradespace'],
  ['lead_existing', 'Account Located | Tradespace'],
];

test('each lead step has its route title followed by the brand', async ({ page }) => {
  await seedLeadDraft(page);
  for (const [route, title] of titles) {
    await openStep(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(urlOf(route));
    await expect(page).toHaveTitle(title);
  }
});

test('an authenticated step sends a visitor who is not signed in to the postcode step', async ({ page }) => {
  await page.goto(routePath('verify_phone'));
  await expect(page).toHaveURL(urlOf('lead_location'));
  await expect(page).toHaveTitle('join for more job leads today | Tradespace');
});

test('the footer shows the Ordnance Survey and Royal Mail licence line', async ({ page }) => {
  await openStep(page, 'lead_location');
  await expect(footer(page).getByText(/Contains OS data © Crown copyright and database right/)).toBeVisible();
  await expect(footer(page).getByText(/Royal Mail data © Royal Mail copyright and database right/)).toBeVisible();
});

const sitePageHeadings: [string, string, string][] = [
  [sitePages.contactUs, 'Contact us', 'Contact us | Tradespace'],
  [sitePages.privacyPolicy, 'Privacy Policy', 'Privacy Policy | Tradespace'],
  [sitePages.termsOfUse, 'Terms of Website Use', 'Terms of Website Use | Tradespace'],
  [sitePages.termsOfSupply, 'Terms and Conditions of Supply', 'Terms and Conditions of Supply | Tradespace'],
];

test('the contact and legal pages are real pages with their headings', async ({ page }) => {
  for (const [path, heading, title] of sitePageHeadings) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test('an unknown page shows page not found with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

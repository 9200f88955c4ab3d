import { expect, test, type Page } from '@playwright/test';
import { newTrader, openLeadStep } from '../fixtures/lead-flow';
import { enterPostcode, signUpFromTrades } from '../fixtures/lead-steps';

// After a sign-up a job-ad partner sent, its tracking pixel and conversion events fire.

const PIXEL_URL = 'https://pixel.jobsboard.example/convert';

/**
 * Serves the setup pages as a server configured with one job-ad partner (JOB_AD_PARTNERS) would:
 * the page config the server writes into each page names the partner and its pixel.
 */
async function withPartnerConfigured(page: Page): Promise<void> {
  await page.route('**/tradespeople-setup/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const partners = JSON.stringify([{ source: 'jobsboard', pixelUrl: `${PIXEL_URL}?acct=7` }]);
    const body = (await response.text()).replace('"partners":[]', `"partners":${partners}`);
    await route.fulfill({ response, body });
  });
}

test('a visitor a job-ad partner sent to the postcode step fires its pixel and conversion once they sign up', async ({ page }) => {
  await withPartnerConfigured(page);
  const pixels: URL[] = [];
  await page.route(`${PIXEL_URL}**`, (route) => {
    pixels.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  });
  const events: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/trade-setup/track/')) events.push(sent.postDataJSON());
  });
  const registered: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/tradespeople-setup/register')) registered.push(sent.postDataJSON());
  });
  const trader = newTrader(test.info());

  await openLeadStep(page, 'lead_location', { source: 'jobsboard' });
  await enterPostcode(page, 'M1 1AE');
  await expect(page).not.toHaveURL(/source=/); // later steps carry no ?source=
  await signUpFromTrades(page, trader);

  expect(registered).toEqual([expect.objectContaining({ source: 'jobsboard' })]);
  await expect.poll(() => pixels.length).toBe(1);
  expect(pixels[0]?.searchParams.get('event')).toBe('signup');
  expect(pixels[0]?.searchParams.get('acct')).toBe('7');
  expect(pixels[0]?.searchParams.get('uid')).toMatch(/^[0-9a-f]{64}$/);
  await expect.poll(() => events).toContainEqual(expect.objectContaining({ event: 'ad.conversion', data: { source: 'jobsboard' } }));
});

test('a sign-up nobody sent fires no partner pixel', async ({ page }) => {
  await withPartnerConfigured(page);
  const pixels: string[] = [];
  await page.route(`${PIXEL_URL}**`, (route) => {
    pixels.push(route.request().url());
    return route.fulfill({ status: 200, body: '' });
  });
  const trader = newTrader(test.info());
  await openLeadStep(page, 'lead_location');
  await enterPostcode(page, 'M1 1AE');
  await signUpFromTrades(page, trader);
  expect(pixels).toEqual([]);
});

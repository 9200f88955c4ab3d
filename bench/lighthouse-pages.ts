import type { Browser } from 'puppeteer-core';
import { publicProfilePath } from '../common/public-pages';
import { routePath } from '../common/routes';

export interface LighthousePage {
  name: string;
  path: string;
  /** Puts the browser where a visitor arriving on this page would be (e.g. a lead draft from the step before). */
  prepare?: (browser: Browser, origin: string) => Promise<void>;
}

/** lead_trades needs the postcode lead_location stored in this browser, or its guard sends the visitor back. */
async function storeLeadPostcode(browser: Browser, origin: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${origin}${routePath('lead_location')}`);
  await page.evaluate(() => localStorage.setItem('tradespace.lead', JSON.stringify({ postcode: 'M1 1AE', trades: [], redirected: true })));
  await page.close();
}

export function lighthousePages(profileUrl: string, directoryPath: string): LighthousePage[] {
  return [
    { name: 'lead_location', path: routePath('lead_location') },
    { name: 'lead_trades', path: routePath('lead_trades'), prepare: storeLeadPostcode },
    { name: 'public profile', path: publicProfilePath(profileUrl) },
    { name: 'directory listing', path: directoryPath },
  ];
}

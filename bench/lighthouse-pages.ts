import type { Browser } from 'puppeteer-core';
import { publicProfilePath } from '../common/public-pages';
import { routePath, sitePages } from '../common/routes';

export interface LighthousePage {
  name: string;
  path: string;
  /** Puts the browser where a visitor arriving on this page would be (e.g. a lead draft from the step before). */
  prepare?: (browser: Browser, origin: string) => Promise<void>;
  /** Measured with the bench trader's session cookies in the browser; the page must show this heading. */
  signedIn?: { heading: string };
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
    ...signedInPages,
  ];
}

/** The setup steps a trader spends most time on and their account, as the bench trader (no plan, no card yet) sees them. */
export const signedInPages: LighthousePage[] = [
  { name: 'profile/description (signed in)', path: routePath('description'), signedIn: { heading: 'Set up your profile' } },
  {
    name: 'verify/membership (signed in)',
    path: routePath('membership'),
    signedIn: { heading: 'Choose a monthly subscription' },
  },
  { name: 'verify/billing (signed in)', path: routePath('billing'), signedIn: { heading: 'Add a Card' } },
  { name: '/my-account (signed in)', path: sitePages.myAccount, signedIn: { heading: 'My account' } },
];

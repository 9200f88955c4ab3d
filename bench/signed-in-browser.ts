import type { Browser } from 'puppeteer-core';
import type { BenchVisitor } from './bench-seed';

/** The `name=value` pairs of a Cookie header. */
export function cookiePairs(header: string): { name: string; value: string }[] {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
}

/** Puts the trader's session cookies in the browser, as after signing in on this origin. */
export async function signInBrowser(browser: Browser, origin: string, trader: BenchVisitor): Promise<void> {
  await browser.setCookie(
    ...cookiePairs(trader.cookie).map(({ name, value }) => ({ name, value, domain: new URL(origin).hostname, path: '/' })),
  );
}

/** Takes every cookie out of the browser, so the next page is a new visitor's again. */
export async function signOutBrowser(browser: Browser): Promise<void> {
  await browser.deleteCookie(...(await browser.cookies()));
}

/**
 * Opens the page as the browser stands and reads where it ended and its heading: a signed-in step that sent the visitor
 * to the postcode step or to sign in would otherwise be measured in its place.
 */
export async function landingOf(browser: Browser, url: string): Promise<{ path: string; heading: string }> {
  const tab = await browser.newPage();
  try {
    await tab.goto(url, { waitUntil: 'networkidle0' });
    await tab.waitForSelector('h1');
    return await tab.evaluate(() => ({ path: location.pathname, heading: document.querySelector('h1')?.textContent?.trim() ?? '' }));
  } finally {
    await tab.close();
  }
}

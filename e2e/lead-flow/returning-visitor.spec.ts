import { expect, test, type Page } from '@playwright/test';
import { routePath } from '#common/routes';
import { openLeadStep, tradeIds } from '../fixtures/lead-flow';

// signup-flow, lead_location: "If a postcode is already stored and the redirect has not yet happened, it is marked as
// redirected and the visitor goes to lead_register when trades are already chosen, otherwise to lead_trades."
// The draft outlives the visit; the redirect happens once per visit (decision 118).

/** What a visit days ago left in this browser: a postcode searched (and so redirected then), trades perhaps. */
async function leftFromAnEarlierVisit(page: Page, trades: readonly string[]): Promise<void> {
  const draft = {
    id: null,
    email: null,
    phone_number: null,
    postcode: 'M1 1AE',
    trades: await tradeIds(page.request, trades),
    redirected: true,
  };
  await page.context().addInitScript((value) => {
    if (window.localStorage.getItem('tradespace.lead') === null) window.localStorage.setItem('tradespace.lead', value);
  }, JSON.stringify(draft));
}

test('a returning visitor with a postcode and trades is sent once to the register step, then may go back to the postcode', async ({
  page,
}) => {
  await leftFromAnEarlierVisit(page, ['Plumber']);
  await page.goto(routePath('lead_location'));
  await expect(page.getByRole('heading', { name: "Ok, let's create an account!" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(routePath('lead_register'));

  // once per visit: the postcode step now stays, showing the kept postcode
  await openLeadStep(page, 'lead_location');
  await expect(page.getByRole('heading', { name: 'Looking for more work?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your work postcode' })).toHaveValue('M1 1AE');
  expect(new URL(page.url()).pathname).toBe(routePath('lead_location'));

  // a new visit (a new tab's session) is sent on once again
  const nextVisit = await page.context().newPage();
  await nextVisit.goto(routePath('lead_location'));
  await expect(nextVisit.getByRole('heading', { name: "Ok, let's create an account!" })).toBeVisible();
});

test('a returning visitor with a postcode but no trades is sent once to the trades step', async ({ page }) => {
  await leftFromAnEarlierVisit(page, []);
  await page.goto(routePath('lead_location'));
  await expect(page).toHaveURL(new RegExp(`${routePath('lead_trades')}$`));
});

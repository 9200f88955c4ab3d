import { expect, test, type Page } from '@playwright/test';
import { publicProfilePath } from '#common/public-pages';
import { routeTitle, sitePages } from '#common/routes';
import { findAddress, pickAddress, workAddress } from '../fixtures/address-steps';
import { expectNoAxeViolations } from '../fixtures/axe';
import { publishThroughApi, verifyAndDescribeThroughApi } from '../fixtures/live-trader';
import { newTrader, registerThroughApi, tabTo } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { openStep } from '../fixtures/setup-pages';

// Service areas per trade (decision 087), set with the keyboard alone at 375 and 1280 px.

const slider = (page: Page, trade: string, postcode = 'RG1 1AA') =>
  page.getByRole('slider', { name: `Radius around ${postcode} for ${trade}` });
const countOf = (page: Page, trade: string) => page.getByText(new RegExp(`^${trade}: \\d+ postcode districts? covered`));

async function press(page: Page, key: string, times: number) {
  for (let done = 0; done < times; done += 1) await page.keyboard.press(key);
}

test('two trades’ areas set with the keyboard: the count moves with the slider and the values stay after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const trader = newTrader(test.info());
  await registerThroughApi(page.request, trader, { postcode: 'RG1 1AA', trades: ['Plumber', 'Electrician'] });

  await page.goto(sitePages.myAccount);
  await tabTo(page, page.getByRole('link', { name: 'Service areas' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Service areas' })).toBeVisible();
  await expect(countOf(page, 'Plumber')).toBeVisible();
  await expectNoAxeViolations(page);

  // Plumber: 10 miles (the default) down to 3: fewer districts
  await tabTo(page, slider(page, 'Plumber'));
  const before = await countOf(page, 'Plumber').textContent();
  await press(page, 'ArrowLeft', 7);
  await expect(slider(page, 'Plumber')).toHaveAttribute('aria-valuetext', '3 miles');
  await expect(countOf(page, 'Plumber')).not.toHaveText(before ?? '');

  // Electrician: up to 25 miles, and a second base in Oxford
  await tabTo(page, slider(page, 'Electrician'));
  const electricianBefore = await countOf(page, 'Electrician').textContent();
  await press(page, 'ArrowRight', 15);
  await expect(slider(page, 'Electrician')).toHaveAttribute('aria-valuetext', '25 miles');
  await expect(countOf(page, 'Electrician')).not.toHaveText(electricianBefore ?? '');
  await tabTo(page, page.getByRole('button', { name: 'Add another postcode for Electrician' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Extra postcode 1 for Electrician' }));
  await page.keyboard.type('ox1');
  await page.keyboard.press('Enter');
  await expect(slider(page, 'Electrician', 'OX1')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole('button', { name: 'Save areas' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your areas are saved.')).toBeVisible();
  const saved = { plumber: await countOf(page, 'Plumber').textContent(), electrician: await countOf(page, 'Electrician').textContent() };

  await page.reload();
  await expect(slider(page, 'Plumber')).toHaveValue('3');
  await expect(slider(page, 'Electrician')).toHaveValue('25');
  await expect(page.getByRole('textbox', { name: 'Extra postcode 1 for Electrician' })).toHaveValue('OX1');
  await expect(countOf(page, 'Plumber')).toHaveText(saved.plumber ?? '');
  await expect(countOf(page, 'Electrician')).toHaveText(saved.electrician ?? '');
});

test('a radius moved on the location step is kept by Continue: the account’s areas and the public profile say the same', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const trader = newTrader(test.info());
  await registerThroughApi(page.request, trader, { postcode: 'RG1 1AA', trades: ['Electrician'] });
  await verifyAndDescribeThroughApi(page, trader);
  await openStep(page, 'location');
  await findAddress(workAddress(page), 'RG1 1AA');
  await pickAddress(workAddress(page), 1);
  const electrician = page.getByRole('slider', { name: /^Radius around .+ for Electrician$/ });
  await expect(electrician).toHaveValue('10');

  await tabTo(page, electrician);
  await press(page, 'ArrowRight', 10);
  await expect(electrician).toHaveAttribute('aria-valuetext', '20 miles');
  await page.screenshot({ path: test.info().outputPath(`location-areas-${test.info().project.name}.png`), fullPage: true });
  await continueButton(page).click();
  await expect(page).not.toHaveTitle(routeTitle('location'), { timeout: 20_000 });

  await page.goto(sitePages.myAccountAreas);
  await expect(page.getByRole('slider', { name: /^Radius around .+ for Electrician$/ })).toHaveValue('20');
  await expect(page.getByRole('slider', { name: /^Radius around .+ for Electrician$/ })).toHaveAttribute('aria-valuetext', '20 miles');

  await page.goto(publicProfilePath(await publishThroughApi(page)));
  await expect(page.getByRole('region', { name: `Where ${trader.businessName} works` }).getByRole('listitem')).toHaveText([
    'Electrician within 20 miles of Reading',
  ]);
});

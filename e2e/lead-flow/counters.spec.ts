import { expect, test } from '@playwright/test';
import { openLeadStep, seedLead } from '../fixtures/lead-flow';

// A counters object may come in server responses; each entry is stored as a named counter.

test('counters that come with a server reply are kept by name for the tab, across page loads', async ({ page }) => {
  await page.route('**/v1/helpers/categories', async (route) => {
    const response = await route.fetch();
    const body = { ...((await response.json()) as object), counters: { new_leads: 7, unread_alerts: 1 } };
    await route.fulfill({ response, json: body });
  });
  await seedLead(page);
  await openLeadStep(page, 'lead_trades');
  await expect(page.getByRole('checkbox', { name: 'Plumber', exact: true })).toBeVisible();

  const stored = () => page.evaluate(() => JSON.parse(window.sessionStorage.getItem('tradespace:counters') ?? '{}') as unknown);
  await expect.poll(stored).toEqual({ new_leads: 7, unread_alerts: 1 });
  await page.unroute('**/v1/helpers/categories');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Plumber', exact: true })).toBeVisible();
  expect(await stored()).toEqual({ new_leads: 7, unread_alerts: 1 });
});

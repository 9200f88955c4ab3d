import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminPages } from '#common/admin-pages';
import { addDays, londonToday } from '#common/calendar-date';
import { experimentTexts } from '#common/contract/calls/experiment';
import { signInAsStaff, staffAccount } from '../fixtures/admin-review';
import { expectNoAxeViolations } from '../fixtures/axe';
import { seededPeriods, seededVisitors, type SeededPeriod } from '../fixtures/experiment-visits';

// The experiment report for staff, over two past months of seeded (simulated) visitors whose
// figures nobody else's test can change.

async function showPeriod(page: Page, period: { from: string; to: string }) {
  await page.getByLabel('From', { exact: true }).fill(period.from);
  await page.getByLabel('To', { exact: true }).fill(period.to);
  await page.getByRole('button', { name: 'Show' }).click();
}

/** How many of a period's seeded visitors of the original order saved its first step. */
function firstStepSaved(period: SeededPeriod): number {
  return seededVisitors(period).filter((visitor) => visitor.scheme === 'original' && visitor.saved.includes('lead_location')).length;
}

async function setWeights(page: Page, weights: [string, string, string]) {
  const weightsRegion = page.getByRole('region', { name: 'Weights for new visitors' });
  for (const [index, label] of ['Original', 'Reordered (V1412)', 'Reordered (V1612)'].entries()) {
    await weightsRegion.getByLabel(label).fill(weights[index] ?? '');
  }
  await weightsRegion.getByRole('button', { name: 'Save weights' }).click();
}

test('staff read the experiment report for a period, download it as CSV and roll out one order', async ({ page }, info) => {
  test.slow(); // a sign-in, three periods, a download and two saves
  const staff = staffAccount('experiment', info);
  const { march, april } = seededPeriods;
  await signInAsStaff(page, staff);
  await page.getByRole('link', { name: 'Experiment' }).click();
  await expect(page).toHaveTitle('Experiment | Tradespace back office');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiment' })).toBeVisible();
  const today = londonToday();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(addDays(today, -29));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);

  await showPeriod(page, march);
  await expect(page).toHaveURL(`${adminPages.experiment}?from=${march.from}&to=${march.to}`);
  const original = page.getByRole('region', { name: 'Original (control)' });
  await expect(original.getByText(/visitors assigned/)).toHaveText('40 visitors assigned');
  await expect(original.getByText('Of these, 40 are simulated demo visitors, not real traders.')).toBeVisible();
  await expect(original.getByRole('img')).toHaveAccessibleName(
    /^Funnel of Original: of 40 visitors assigned, 40 reached .+ and 10 reached Account Setup Complete\./,
  );
  await expect(page.getByRole('region', { name: 'Reordered (V1412)' }).getByText(/visitors assigned/)).toHaveText('30 visitors assigned');
  const profileLive = page.getByRole('region', { name: 'Profile live' });
  await expect(profileLive.getByRole('row', { name: /^Original/ }).getByRole('cell')).toHaveText(['8', /^20\.0 % \(/, '—']);
  await expect(
    profileLive.getByText('Reordered (V1412) is better than Original on Profile live (after correction for 18 comparisons).'),
  ).toBeVisible();
  // the checks are outcomes too: 8 of original's 40 passed the ID check
  await expect(
    page
      .getByRole('region', { name: 'ID checked' })
      .getByRole('row', { name: /^Original/ })
      .getByRole('cell'),
  ).toHaveText(['8', /^20\.0 % \(/, '—']);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`experiment-${march.from}-to-${march.to}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines.slice(0, 3)).toEqual([
    'scheme,kind,name,reached,saved,skipped,count,rate,ci_low,ci_high,p_value',
    'Original,assigned,,,,,40,,,,',
    `Original,step,Join for more job leads today (lead),40,${firstStepSaved(march)},0,,,,,`,
  ]);

  await showPeriod(page, april);
  await expect(page).toHaveURL(`${adminPages.experiment}?from=${april.from}&to=${april.to}`);
  await expect(original.getByText(/visitors assigned/)).toHaveText('12 visitors assigned');
  await expect(
    page.getByRole('region', { name: 'Reordered (V1612)' }).getByText('No visitor was assigned this order in the period.'),
  ).toBeVisible();
  await page.reload();
  await expect(original.getByText(/visitors assigned/)).toHaveText('12 visitors assigned');

  await showPeriod(page, { from: april.to, to: april.from });
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(experimentTexts.toBeforeFrom);

  try {
    await setWeights(page, ['0', '100', '0']);
    const change = page
      .getByRole('region', { name: 'Weights for new visitors' })
      .getByRole('listitem')
      .filter({ hasText: staff.email })
      .first();
    await expect(change).toContainText('Weights set: Original 0, Reordered (V1412) 100, Reordered (V1612) 0');
    await expect(page.getByLabel('Reordered (V1412)')).toHaveAccessibleDescription('100.0 % of new visitors');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Audit log' }).click();
    const auditChanges = page.getByRole('region', { name: 'Experiment weights' });
    await expect(auditChanges.getByRole('listitem').filter({ hasText: staff.email }).first()).toContainText(
      'Original 0, Reordered (V1412) 100',
    );
  } finally {
    // the run's other tests draw their visitors by these weights: back to the even split
    await page.goto(adminPages.experiment);
    await setWeights(page, ['1', '1', '1']);
    await expect(page.getByRole('listitem').filter({ hasText: staff.email }).first()).toContainText('Original 1, Reordered (V1412) 1');
  }
});

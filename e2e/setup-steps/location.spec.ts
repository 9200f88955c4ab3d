import { expect, test } from '@playwright/test';
import { defaultFormOptions } from '#common/app-config';
import { POSTCODE_AREA_UNKNOWN } from '#common/contract/calls/address-book';
import { routeTitle } from '#common/routes';
import { orderingSchemes, stepLinks } from '#common/step-order';
import {
  findAddress,
  homeAddress,
  homeIsSame,
  pickAddress,
  picker,
  savedStatus,
  signUpAndOpenLocation,
  workAddress,
} from '../fixtures/address-steps';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signedInUser, tabTo } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';

test('a picked work address is saved at once, and a different home address is kept beside it', async ({ page }) => {
  await signUpAndOpenLocation(page);
  await expect(homeIsSame(page)).toBeChecked();
  await findAddress(workAddress(page), 'SW1A 1AA');
  const work = await pickAddress(workAddress(page), 1);
  expect((await signedInUser(page))?.location.postcode).toBe('SW1A 1AA');

  await page.reload();
  await expect(savedStatus(workAddress(page))).toContainText(`Saved address: ${work}`);
  await expect(homeIsSame(page)).toBeChecked();
  await expect(homeAddress(page)).toHaveCount(0);

  await homeIsSame(page).uncheck();
  await expect(homeAddress(page)).toBeVisible();
  await findAddress(homeAddress(page), 'M1 1AE');
  const home = await pickAddress(homeAddress(page), 2);

  await page.reload();
  await expect(homeIsSame(page)).not.toBeChecked();
  await expect(savedStatus(workAddress(page))).toContainText(`Saved address: ${work}`);
  await expect(savedStatus(homeAddress(page))).toContainText(`Saved address: ${home}`);
  expect((await signedInUser(page))?.location.postcode).toBe('SW1A 1AA');

  // ticking it again saves the work address with home-is-same; the separate home is gone
  await homeIsSame(page).check();
  await expect(homeAddress(page)).toHaveCount(0);
  await expect(continueButton(page)).toBeEnabled();
  await page.reload();
  await expect(homeIsSame(page)).toBeChecked();
  await expect(homeAddress(page)).toHaveCount(0);
});

for (const scheme of orderingSchemes) {
  test(`in ${scheme}, a real postcode no lookup knows leads to manual entry, whose save moves to the next step`, async ({ page }) => {
    const { next } = stepLinks(scheme, 'location', defaultFormOptions);
    if (!next) throw new Error(`location has no next step in ${scheme}`);
    await signUpAndOpenLocation(page, scheme);
    const work = workAddress(page);

    // LS99 is a real district the bundled data does not hold (decision 068)
    await findAddress(work, 'LS99 9ZZ');
    await expect(work.getByLabel('Work postcode')).toHaveAccessibleDescription('Postcode not found.');
    await work.getByRole('button', { name: 'Enter address manually instead?' }).click();
    await expect(work.getByLabel('Postcode', { exact: true })).toHaveValue('LS99 9ZZ');
    await expect(work.getByLabel('Country')).toHaveValue('United Kingdom');
    await work.getByLabel('Address line 1').fill('Unit 4, Canal Works');
    await work.getByLabel('Town/city').fill('Leeds');

    // a postcode in no UK area is refused in a sentence under the field
    await work.getByLabel('Postcode', { exact: true }).fill('ZZ9 9ZZ');
    await continueButton(page).click();
    await expect(work.getByLabel('Postcode', { exact: true })).toHaveAccessibleDescription(POSTCODE_AREA_UNKNOWN);

    await work.getByLabel('Postcode', { exact: true }).fill('ls99 9zz');
    await continueButton(page).click();

    await expect(page).toHaveTitle(routeTitle(next));
    expect((await signedInUser(page))?.location.postcode).toBe('LS99 9ZZ');
  });
}

test('Continue after a search without a chosen address asks for the full address, work and home', async ({ page }) => {
  await signUpAndOpenLocation(page);
  await findAddress(workAddress(page), 'SW1A 1AA');
  await expect(picker(workAddress(page))).toBeVisible();

  await continueButton(page).click();

  await expect(picker(workAddress(page))).toHaveAccessibleDescription('You must select your full address.');
  await expect(picker(workAddress(page))).toBeFocused();
  await expect(page).toHaveTitle(routeTitle('location'));

  await pickAddress(workAddress(page), 3);
  await homeIsSame(page).uncheck();
  await findAddress(homeAddress(page), 'M1 1AE');
  await expect(picker(homeAddress(page))).toBeVisible();
  await continueButton(page).click();

  await expect(picker(homeAddress(page))).toHaveAccessibleDescription('You must select your full address.');
  await expect(picker(homeAddress(page))).toBeFocused();
});

test('a trader finds and picks both addresses with the keyboard alone', async ({ page }) => {
  const { next } = stepLinks('original', 'location', defaultFormOptions);
  await signUpAndOpenLocation(page);
  const { keyboard } = page;

  await tabTo(page, workAddress(page).getByLabel('Work postcode'));
  await keyboard.type('SW1A 1AA');
  await keyboard.press('Enter');
  await tabTo(page, picker(workAddress(page)));
  // arrowing only shows an address; Enter chooses it (decision 077)
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
  await expect(savedStatus(workAddress(page))).toContainText('Saved address:');

  await tabTo(page, homeIsSame(page));
  await keyboard.press('Space');
  await tabTo(page, homeAddress(page).getByLabel('Home postcode'));
  await keyboard.type('M1 1AE');
  await keyboard.press('Enter');
  await tabTo(page, picker(homeAddress(page)));
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
  await expect(savedStatus(homeAddress(page))).toContainText('Saved address:');

  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');
  await expect(page).toHaveTitle(routeTitle(next ?? 'location'));
});

test('the location screen has no accessibility violations, with and without errors', async ({ page }) => {
  await signUpAndOpenLocation(page);
  await test.step('on arrival', () => expectNoAxeViolations(page));

  await findAddress(workAddress(page), 'SW1A 1AA');
  await continueButton(page).click();
  await expect(picker(workAddress(page))).toHaveAccessibleDescription('You must select your full address.');
  await test.step('a search without a choice', () => expectNoAxeViolations(page));

  await workAddress(page).getByRole('button', { name: 'Address not listed?' }).click();
  await workAddress(page).getByLabel('Address line 1').fill('');
  await workAddress(page).getByLabel('Town/city').fill('');
  await workAddress(page).getByLabel('Country').selectOption('');
  await continueButton(page).click();
  await expect(workAddress(page).getByLabel('Address line 1')).toHaveAccessibleDescription('You must enter your full address.');
  await expect(workAddress(page).getByLabel('Town/city')).toHaveAccessibleDescription('You must specify the town/city.');
  await expect(workAddress(page).getByLabel('Country')).toHaveAccessibleDescription('You must specify the country.');
  await test.step('manual fields with errors', () => expectNoAxeViolations(page));

  await homeIsSame(page).uncheck();
  await findAddress(homeAddress(page), 'ZZ9 9ZZ');
  await expect(homeAddress(page).getByLabel('Home postcode')).toHaveAccessibleDescription('Postcode not found.');
  await test.step('the home section, not found', () => expectNoAxeViolations(page));
});

import type { Page } from 'puppeteer-core';
import { routePath, type RouteName } from '../common/routes';
import type { InteractionName } from './interaction-inp';

export interface InteractionScenario {
  name: InteractionName;
  route: RouteName;
  /** Measured as the bench trader (no plan, no card yet); otherwise a new visitor with a postcode saved. */
  signedIn: boolean;
  /** What comes before the press and is not measured (opening the search). */
  before?: (page: Page) => Promise<void>;
  /** The press itself, made with real input events; it checks its effect, so a missed press fails the run. */
  press: (page: Page, files: { photo: string }) => Promise<void>;
}

/** Clicks the label of the first control the selector finds, as a person would, and checks that control is now checked. */
async function tickFirst(page: Page, selector: string): Promise<void> {
  const id = await page.$eval(selector, (input) => input.id);
  await page.click(`label[for="${id}"]`);
  const checked = await page.evaluate((control) => (document.getElementById(control) as HTMLInputElement | null)?.checked, id);
  if (!checked) throw new Error(`the press had no effect: ${selector} is not checked`);
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.type(text, { delay: 60 });
  const value = await page.$eval(selector, (input) => (input as HTMLInputElement).value.replace(/\D|\s/g, ''));
  if (value.length === 0) throw new Error(`typing into ${selector} left it empty`);
}

export const interactionScenarios: InteractionScenario[] = [
  {
    name: 'lead_trades: ticking a trade',
    route: 'lead_trades',
    signedIn: false,
    press: (page) => tickFirst(page, '.trade-checklist input[type=checkbox]:not(:checked)'),
  },
  {
    name: 'lead_trades: typing in the trade search',
    route: 'lead_trades',
    signedIn: false,
    async before(page) {
      await page.click('::-p-text(Cannot find your trade? Search our categories)');
      await page.waitForSelector('input[type=search]');
    },
    async press(page) {
      await page.focus('input[type=search]');
      await page.keyboard.type('plumb', { delay: 60 });
      const typed = await page.$eval('input[type=search]', (input) => (input as HTMLInputElement).value);
      if (typed !== 'plumb') throw new Error('the press had no effect: the search holds no "plumb"');
    },
  },
  {
    name: 'verify/membership: choosing a plan',
    route: 'membership',
    signedIn: true,
    press: (page) => tickFirst(page, '.plan-list input[type=radio]:not(:checked)'),
  },
  {
    name: 'verify/billing: typing a card number',
    route: 'billing',
    signedIn: true,
    press: (page) => typeInto(page, 'input[autocomplete=cc-number]', '4242424242424242'),
  },
  {
    name: 'profile/gallery: adding a photo (the preview)',
    route: 'gallery',
    signedIn: true,
    async press(page, files) {
      const [chooser] = await Promise.all([page.waitForFileChooser(), page.click('label.file-field__button')]);
      await chooser.accept([files.photo]);
      await page.waitForFunction(() => /Uploading|uploaded/.test(document.querySelector('[role=status]')?.textContent ?? ''));
    },
  },
];

export const scenarioPath = (scenario: InteractionScenario) => routePath(scenario.route);

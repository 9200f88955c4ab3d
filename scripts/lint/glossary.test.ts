// @vitest-environment node
import { bannedWords, contains, namedThings, wordsOf } from './glossary';

// Names follow docs/glossary.md (decision 145): no file, folder or top-level declared name under common/,
// server/src/ or web/src/ uses a word the glossary's "Not" column lists for its term.

/** Names that keep a listed word because the spec uses it for exactly that thing; each says why. */
const SPEC_NAMES: Record<string, string> = {
  billing: 'the spec\'s `billing` step (verify/billing, "Add a Card"), its folder and a card\'s billing address',
  'billing-step.tsx': "the spec's `billing` step",
  BillingStep: "the spec's `billing` step",
  allButBilling: "the setup progress without the spec's `billing` step",
  BILLING_COUNTRY_CODE: "the country of a card's billing address (the spec's billing lookup)",
  BillingDetails: "a card's billing address, as the card provider names it (`billing_details`)",
  billingDetails: "a card's billing address, as the card provider names it (`billing_details`)",
  toBilling: "a card's billing address, as the card provider names it (`billing_details`)",
  'lead-register': 'the spec\'s `lead_register` step (lead/register, "Ok, let\'s create an account!")',
  'lead-register-step.tsx': "the spec's `lead_register` step",
  'lead-register-step.test.tsx': "the spec's `lead_register` step",
  LeadRegisterStep: "the spec's `lead_register` step",
};

const banned = bannedWords();

test('the glossary lists banned words for its terms', () => {
  const terms = new Set(banned.map(({ term }) => term));
  for (const term of ['job', 'trader', 'sign-in', 'service area', 'cache', 'account closing', 'box']) expect(terms).toContain(term);
});

test('the words are found inside names however they are written', () => {
  const loginWords = banned.find(({ text }) => text === 'login')!.words;
  expect(contains(wordsOf('passwordLogin'), loginWords)).toBe(true);
  expect(contains(wordsOf('sms-login-repo.ts'), loginWords)).toBe(true);
  expect(contains(wordsOf('STAFF_LOGIN_FAILED'), loginWords)).toBe(true);
  expect(contains(wordsOf('whyCannotBuyLead'), wordsOf('buy lead'))).toBe(true);
  expect(contains(wordsOf('leadCreate'), wordsOf('buy lead'))).toBe(false);
});

test('no file, folder or declared name uses a word the glossary bans', () => {
  const offenders = namedThings().flatMap(({ name, where }) => {
    if (name in SPEC_NAMES) return [];
    const words = wordsOf(name);
    return banned
      .filter((entry) => contains(words, entry.words))
      .map((entry) => `${where}: "${name}" uses "${entry.text}" (say ${entry.term})`);
  });
  expect(offenders).toEqual([]);
});

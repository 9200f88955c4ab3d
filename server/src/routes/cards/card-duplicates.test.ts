import { eq } from 'drizzle-orm';
import { localCard, paymentMethod } from '#server/db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import { addCard, tokenise } from '#server-test/test-cards';

const testApp = useTestApp();

const cardsOf = (userId: number) => testApp.database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, userId));
const vaultCard = (id: string) => testApp.database.db.select().from(localCard).where(eq(localCard.id, id));

test('a card already on the account is refused under the card number, and its new copy is forgotten (decision 115)', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const first = await addCard(visitor, { number: '4242 4242 4242 4242' });
  expect(first.saved?.json()).toMatchObject({ success: true });

  const again = await addCard(visitor, { number: '4242424242424242' });

  expect(again.saved?.json()).toEqual({
    success: false,
    errors: [
      { code: 'duplicate_card', field: 'number', detailed: 'This card is already saved on your account. Please enter a different card.' },
    ],
  });
  expect(await cardsOf(trader.id)).toHaveLength(1);
  expect(await vaultCard(again.paymentMethod ?? '')).toEqual([]);
});

test('the local provider fingerprints like Stripe: the same number the same, another number another', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const visa = await addCard(visitor, { number: '4242424242424242' });
  const mastercard = await addCard(visitor, { number: '5555 5555 5555 4444' });
  const other = await newSignedInTrader(testApp);
  const sameVisaElsewhere = await addCard(other.visitor, { number: '4242424242424242' });

  expect(mastercard.saved?.json()).toMatchObject({ success: true, method: { last4: '4444', primary: false } });
  expect(sameVisaElsewhere.saved?.json()).toMatchObject({ success: true, method: { last4: '4242', primary: true } });
  const [mine, theirs] = [await cardsOf(trader.id), await cardsOf(other.trader.id)];
  expect(mine.map((card) => card.fingerprint)).toEqual([expect.stringMatching(/^[\w-]{16}$/), expect.stringMatching(/^[\w-]{16}$/)]);
  expect(mine[0]?.fingerprint).not.toBe(mine[1]?.fingerprint);
  expect(theirs[0]?.fingerprint).toBe(mine[0]?.fingerprint);
  expect(visa.saved?.json()).toMatchObject({ success: true });
});

test("the local provider shows the fingerprint in Stripe's shape: the same for the same number, another for another", async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const fingerprint = async (number: string) => (await tokenise(visitor, { number })).json().card.fingerprint;

  const [first, again, other] = [
    await fingerprint('4242424242424242'),
    await fingerprint('4242 4242 4242 4242'),
    await fingerprint('5555555555554444'),
  ];

  expect(first).toMatch(/^[\w-]{16}$/);
  expect(again).toBe(first);
  expect(other).not.toBe(first);
});

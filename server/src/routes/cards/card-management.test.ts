import { eq } from 'drizzle-orm';
import { paymentMethod } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { addCard, SAVING_CARDS } from '#server-test/test-cards';

const testApp = useTestApp();

async function traderWithCards(numbers: string[]) {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  for (const number of numbers) await addCard(visitor, { number });
  const methods = (await visitor.get('/v1/account/billing/methods')).json().methods as { id: number; last4: string; primary: boolean }[];
  return { trader, visitor, methods };
}

const rowsOf = (userId: number) => testApp.database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, userId));
const summary = (methods: { last4: string; primary: boolean }[]) => methods.map(({ last4, primary }) => `${last4}${primary ? '*' : ''}`);

test('a backup card made primary moves the mark; the old primary becomes a backup and is listed after it', async () => {
  const { trader, visitor, methods } = await traderWithCards(['4242424242424242', '5555555555554444']);
  expect(summary(methods)).toEqual(['4242*', '4444']);

  const reply = await visitor.post(`/v1/account/billing/methods/${methods[1]?.id}/primary`, {});

  expect(reply.statusCode).toBe(200);
  expect(summary(reply.json().methods)).toEqual(['4444*', '4242']);
  expect((await rowsOf(trader.id)).filter((row) => row.primary).map((row) => row.last4)).toEqual(['4444']);
});

test('removing the primary card makes the oldest backup primary', async () => {
  const { trader, visitor, methods } = await traderWithCards(['4242424242424242', '5555555555554444', '4000056655665556']);

  const reply = await visitor.post(`/v1/account/billing/methods/${methods[0]?.id}/delete`, {});

  expect(reply.statusCode).toBe(200);
  expect(summary(reply.json().methods)).toEqual(['4444*', '5556']);
  expect(await rowsOf(trader.id)).toHaveLength(2);
  // the user view counts them, so the account's progress shows the billing step done
  expect((await visitor.get('/v1/account/info')).json().user.billing).toEqual({ cards: 2 });
});

test('the last card cannot be removed, with a clear message, and stays', async () => {
  const { trader, visitor, methods } = await traderWithCards(['4242424242424242']);

  const reply = await visitor.post(`/v1/account/billing/methods/${methods[0]?.id}/delete`, {});

  expect(reply.statusCode).toBe(422);
  expect(reply.json()).toEqual({
    errors: { general: ['You must keep at least one card on your account. Add another card before removing this one.'] },
  });
  expect(await rowsOf(trader.id)).toHaveLength(1);
});

test("someone else's card answers 404 and is left alone", async () => {
  const owner = await traderWithCards(['4242424242424242', '5555555555554444']);
  const other = await traderWithCards(['4242424242424242']);

  const primary = await other.visitor.post(`/v1/account/billing/methods/${owner.methods[1]?.id}/primary`, {});
  const removed = await other.visitor.post(`/v1/account/billing/methods/${owner.methods[1]?.id}/delete`, {});

  expect([primary.statusCode, removed.statusCode]).toEqual([404, 404]);
  expect(summary((await owner.visitor.get('/v1/account/billing/methods')).json().methods)).toEqual(['4242*', '4444']);
});

test('a removed card frees a place: after five cards and one removal the same card can be saved again as a backup', async () => {
  const { trader, visitor, methods } = await traderWithCards([...SAVING_CARDS]);
  await visitor.post(`/v1/account/billing/methods/${methods[4]?.id}/delete`, {});

  const { saved } = await addCard(visitor, { number: SAVING_CARDS[4] });

  expect(saved?.json()).toMatchObject({ success: true, method: { last4: '8210', primary: false } });
  expect(await rowsOf(trader.id)).toHaveLength(5);
});

test('nobody signed in gets 401 and bad ids a 404', async () => {
  const { visitor, methods } = await traderWithCards(['4242424242424242']);
  const stranger = new Visitor(testApp.app);
  await stranger.open();

  expect((await stranger.post(`/v1/account/billing/methods/${methods[0]?.id}/primary`, {})).statusCode).toBe(401);
  // an id that is no number names no card (decision 060)
  expect((await visitor.post('/v1/account/billing/methods/abc/delete', {})).statusCode).toBe(404);
});

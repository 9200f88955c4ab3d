import { eq } from 'drizzle-orm';
import { addDays, londonToday } from '#common/calendar-date';
import { user } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp();

const PATH = '/v1/account/availability';
const today = () => londonToday();

async function storedPause(userId: number): Promise<string | null> {
  const [row] = await testApp.database.db.select({ pausedUntil: user.pausedUntil }).from(user).where(eq(user.id, userId));
  return row?.pausedUntil ?? null;
}

const infoOf = async (visitor: Visitor) => (await visitor.get('/v1/account/info')).json().user;

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await visitor.post(PATH, { paused_until: addDays(today(), 7) })).statusCode).toBe(401);
});

test('pauses until a date 90 days ahead, and the account info shows it', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const until = addDays(today(), 90);

  const response = await visitor.post(PATH, { paused_until: until });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ paused_until: until });
  expect(await storedPause(trader.id)).toBe(until);
  expect((await infoOf(visitor)).paused_until).toBe(until);
});

test('resume now clears the pause', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await visitor.post(PATH, { paused_until: addDays(today(), 3) });

  const response = await visitor.post(PATH, { paused_until: null });

  expect(response.json()).toEqual({ paused_until: null });
  expect(await storedPause(trader.id)).toBeNull();
  expect((await infoOf(visitor)).paused_until).toBeNull();
});

test.each([
  ['yesterday', () => addDays(today(), -1), 'Please choose a date after today.'],
  ['today', () => today(), 'Please choose a date after today.'],
  ['91 days ahead', () => addDays(today(), 91), 'Please choose a date at most 90 days from today.'],
  ['31 February', () => `${today().slice(0, 4)}-02-31`, 'Please enter the date as day, month and year.'],
  ['a date in words', () => 'next Tuesday', 'Please enter the date as day, month and year.'],
  ['a number', () => 20270101, 'Please enter the date as day, month and year.'],
  ['no date at all', () => undefined, 'Please enter the date as day, month and year.'],
])('%s is a 422 under paused_until in plain words, and the pause saved before stays', async (_, value, message) => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const before = addDays(today(), 10);
  await visitor.post(PATH, { paused_until: before });

  const response = await visitor.post(PATH, { paused_until: value() });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { paused_until: [message] } });
  expect(await storedPause(trader.id)).toBe(before);
});

test('a pause whose day has come is over: the account info shows none', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await testApp.database.db.update(user).set({ pausedUntil: today() }).where(eq(user.id, trader.id));

  expect((await infoOf(visitor)).paused_until).toBeNull();
});

test('without the CSRF token it is refused and nothing is saved', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  visitor.cookies.delete('XSRF-TOKEN');

  expect((await visitor.post(PATH, { paused_until: addDays(today(), 5) })).statusCode).toBe(419);
  expect(await storedPause(trader.id)).toBeNull();
});

import { eq } from 'drizzle-orm';
import { gasRefusals } from '#common/contract/calls/verification';
import { gasNumberMessages } from '#common/contract/gas-number';
import { user } from '#server/db/schema/index';
import { createVerificationRequestRepo } from '#server/repos/verification-request-repo';
import { useTestApp, Visitor } from '#server-test/test-app';
import { reloadUser, signedInTrader, viewOf } from '#server-test/test-trader-sessions';

const testApp = useTestApp();

const submit = (visitor: Visitor, gas_id_number: unknown) => visitor.post('/v1/account/verify/gas', { gas_id_number });
const gasRequests = (userId: number) => createVerificationRequestRepo(testApp.database.db).listByUser(userId, 'gas');

test('a signed-out visitor gets 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await submit(visitor, '123456')).statusCode).toBe(401);
});

test('a Heating Engineer’s 6-digit number, typed with a space, waits for review and shows as being checked', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['heating-engineer']);

  const response = await submit(visitor, ' 123 456 ');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
  expect(await gasRequests(trader.id)).toMatchObject([{ kind: 'gas', status: 'pending', gasNumber: '123456', documentKey: null }]);
  expect(await reloadUser(testApp.database.db, trader.id)).toMatchObject({ gasNumber: '123456', gasStatus: 'provided' });
  expect((await viewOf(visitor)).verified).toMatchObject({ gas_recommended: true, gas_checking: true, gas_number: '123456', gas: false });
});

test('a Gas Engineer’s 7-digit licence card number is accepted too', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber', 'gas-engineer']);
  expect((await submit(visitor, '7654321')).statusCode).toBe(200);
  expect(await gasRequests(trader.id)).toMatchObject([{ status: 'pending', gasNumber: '7654321' }]);
});

test.each([
  ['', gasNumberMessages.required],
  ['   ', gasNumberMessages.required],
  ['12345', gasNumberMessages.length],
  ['12345678', gasNumberMessages.length],
  ['12a456', gasNumberMessages.digitsOnly],
  ['123-456', gasNumberMessages.digitsOnly],
  ['<b>123456</b>', gasNumberMessages.digitsOnly],
  [123456, gasNumberMessages.required],
])('%j is refused under gas_id_number and nothing is saved', async (typed, message) => {
  const { trader, visitor } = await signedInTrader(testApp, ['heating-engineer']);

  const response = await submit(visitor, typed);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { gas_id_number: [message] } });
  expect(await gasRequests(trader.id)).toEqual([]);
  expect(await reloadUser(testApp.database.db, trader.id)).toMatchObject({ gasNumber: null, gasStatus: 'none' });
});

test('a bad number after a good one loses nothing already saved', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['heating-engineer']);
  await submit(visitor, '123456');

  expect((await submit(visitor, '12')).statusCode).toBe(422);

  expect(await gasRequests(trader.id)).toMatchObject([{ status: 'pending', gasNumber: '123456' }]);
  expect((await viewOf(visitor)).verified).toMatchObject({ gas_checking: true, gas_number: '123456' });
});

test('a Plumber is refused with a clear message and nothing is saved', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber']);

  const response = await submit(visitor, '123456');

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { gas_id_number: [gasRefusals.notGasTrade] } });
  expect(await gasRequests(trader.id)).toEqual([]);
  expect((await viewOf(visitor)).verified).toMatchObject({ gas_recommended: false, gas_checking: false, gas_number: null });
});

test('a new number supersedes the one still waiting; the same number again keeps its place', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['heating-engineer']);
  await submit(visitor, '111111');
  await submit(visitor, '2222222');
  const [waiting] = await gasRequests(trader.id);

  expect((await submit(visitor, '222 2222')).statusCode).toBe(200);

  const requests = await gasRequests(trader.id);
  expect(requests.map(({ gasNumber, status }) => [gasNumber, status])).toEqual([
    ['2222222', 'pending'],
    ['111111', 'superseded'],
  ]);
  expect(requests[0]?.id).toBe(waiting?.id);
  expect((await viewOf(visitor)).verified.gas_number).toBe('2222222');
});

test('a trader whose number is verified is told so and stays verified', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['heating-engineer'], { gasNumber: '123456', gasStatus: 'verified' });

  const response = await submit(visitor, '654321');

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { gas_id_number: [gasRefusals.alreadyVerified] } });
  expect(await gasRequests(trader.id)).toEqual([]);
  const [row] = await testApp.database.db.select().from(user).where(eq(user.id, trader.id));
  expect(row).toMatchObject({ gasNumber: '123456', gasStatus: 'verified' });
  expect((await viewOf(visitor)).verified).toMatchObject({ gas: true, gas_checking: false, gas_number: '123456' });
});

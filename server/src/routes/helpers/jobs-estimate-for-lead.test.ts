import { createTradeRepo } from '#server/repos/trade-repo';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { deleteAllJobs, insertJobs, STANDARD_ONLY, tradeIdOf } from '#server-test/test-jobs';
import { createUser, signedInVisitor } from '#server-test/test-users';

let testApp: TestApp;
let plumber: number;
let roofer: number;

let leads = 0;

beforeAll(async () => {
  testApp = await createTestApp({ CAPTCHA_AFTER_ATTEMPTS: '1000', EMAIL_TAKEN_ANSWERS_PER_HOUR: '1000' });
  plumber = await tradeIdOf(testApp.database.db, 'plumber');
  roofer = await tradeIdOf(testApp.database.db, 'roofer');
});

beforeEach(async () => {
  const db = testApp.database.db;
  await insertJobs(db, { tradeId: plumber, outcode: 'M1', daysAgo: 0, count: 2 });
  await insertJobs(db, { tradeId: roofer, outcode: 'LS1', daysAgo: 0, count: 5 });
  await insertJobs(db, { tradeId: plumber, outcode: 'LS1', daysAgo: 0, count: 7 });
});

afterEach(async () => {
  await deleteAllJobs(testApp.database.db);
});

afterAll(async () => {
  await testApp.close();
});

/** The lead step as the page sends it: the visit's lead is its newest one (decision 096). */
async function registerLead(visitor: Visitor, lead: { postcode: string; trades: number[] }) {
  leads += 1;
  const reply = await visitor.post('/v1/lead/register', { email_address: `estimate.lead.${process.pid}.${leads}@example.co.uk`, ...lead });
  expect(reply.statusCode).toBe(200);
}

async function visitorWithLead(lead: { postcode: string; trades: number[] }): Promise<Visitor> {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  await registerLead(visitor, lead);
  return visitor;
}

test('postcode and trade in the query are used as given', async () => {
  const response = await new Visitor(testApp.app).get(`/v1/helpers/jobs-estimate?postcode=M1%201AE&trade=${plumber}`);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ quotes: 2, name: 'Plumber', lead_credits: STANDARD_ONLY });
});

test('without a query it uses the visit’s lead: its postcode and first (primary) trade', async () => {
  const visitor = await visitorWithLead({ postcode: 'ls1 4ap', trades: [roofer, plumber] });

  const response = await visitor.get('/v1/helpers/jobs-estimate');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ quotes: 5, name: 'Roofer', lead_credits: STANDARD_ONLY });
});

test('a field in the query wins over the visit’s lead', async () => {
  const visitor = await visitorWithLead({ postcode: 'LS1 4AP', trades: [roofer] });

  const response = await visitor.get(`/v1/helpers/jobs-estimate?trade=${plumber}`);

  expect(response.json()).toEqual({ quotes: 7, name: 'Plumber', lead_credits: STANDARD_ONLY });
});

test('a signed-in user’s own postcode and primary trade are used', async () => {
  const trader = await createUser(testApp.database.db, { postcode: 'M1 1AE' });
  await createTradeRepo(testApp.database.db).replaceUserTrades(trader.id, [plumber, roofer], { autochildren: false });
  const visitor = await signedInVisitor(testApp, trader.id);

  const response = await visitor.get('/v1/helpers/jobs-estimate');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ quotes: 2, name: 'Plumber', lead_credits: STANDARD_ONLY });
});

test('with nothing known it answers 422 under postcode and trade', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.get('/v1/helpers/jobs-estimate');

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { postcode: ['Please enter your postcode.'], trade: ['Please choose a trade.'] } });
});

test('a signed-in user without trades or postcode gets 422 too', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);

  const response = await visitor.get('/v1/helpers/jobs-estimate');

  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['postcode', 'trade']);
});

test('another visit’s lead is not this visitor’s', async () => {
  await visitorWithLead({ postcode: 'LS1 4AP', trades: [roofer] });
  const stranger = new Visitor(testApp.app);
  await stranger.open();

  const response = await stranger.get('/v1/helpers/jobs-estimate');

  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['postcode', 'trade']);
});

test('a visitor who goes back and registers another lead gets the newest one’s estimate', async () => {
  const visitor = await visitorWithLead({ postcode: 'LS1 4AP', trades: [roofer] });
  await registerLead(visitor, { postcode: 'M1 1AE', trades: [plumber] });

  const response = await visitor.get('/v1/helpers/jobs-estimate');

  expect(response.json()).toEqual({ quotes: 2, name: 'Plumber', lead_credits: STANDARD_ONLY });
});

test('a signed-in user’s own details come before the visit’s lead', async () => {
  const trader = await createUser(testApp.database.db, { postcode: 'LS1 4AP' });
  await createTradeRepo(testApp.database.db).replaceUserTrades(trader.id, [plumber], { autochildren: false });
  const visitor = await signedInVisitor(testApp, trader.id);
  await registerLead(visitor, { postcode: 'M1 1AE', trades: [roofer] });

  const response = await visitor.get('/v1/helpers/jobs-estimate');

  expect(response.json()).toEqual({ quotes: 7, name: 'Plumber', lead_credits: STANDARD_ONLY });
});

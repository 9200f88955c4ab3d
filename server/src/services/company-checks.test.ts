import { eq } from 'drizzle-orm';
import { company, companyCheck, staffAlert } from '#server/db/schema/index';
import { FakeCompaniesHouse } from '#server-test/fake-companies-house';
import { createTestApp, type TestApp, type Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import { createCompaniesHouseRegister } from '#server/providers/company-register/companies-house';
import { createCompanyChecks } from './company-checks';
import { createRegisterLookup } from './company-register-lookup';

// Companies House through the production adapter, against a fake register the test can take down.
const API_KEY = 'ch-test-key';
const DAY = 24 * 60 * 60 * 1000;
const SAVE = '/v1/account/settings/company/save';
const details = { type: 2, number_of_employees: 2, website: '', skip_name: 1 };

const register = new FakeCompaniesHouse();
let testApp: TestApp;
let registerUrl = '';

beforeAll(async () => {
  registerUrl = await register.start();
  testApp = await createTestApp({ COMPANIES_HOUSE_API_KEY: API_KEY, COMPANIES_HOUSE_URL: registerUrl });
});
afterAll(async () => {
  await testApp.close();
  await register.stop();
});
beforeEach(() => {
  register.down = false;
});

const verification = async (visitor: Visitor) => (await visitor.get('/v1/account/verify/company')).json() as Record<string, unknown>;
const checkOf = async (userId: number) => (await testApp.database.db.select().from(companyCheck).where(eq(companyCheck.userId, userId)))[0];

test('asks Companies House with the key as the basic-auth user name', async () => {
  register.companies.set('07000001', { company_name: 'KEYED TEST LTD', company_status: 'active', date_of_creation: '2020-01-02' });
  const { visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(SAVE, { ...details, company_number: '07000001' });

  expect(response.json()).toMatchObject({ company_check: { status: 'active', company_name: 'KEYED TEST LTD' } });
  const asked = register.requests.find((request) => request.path === '/company/07000001');
  expect(asked?.authorization).toBe(`Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`);
});

test('the register down saves the number as not yet checked, and the sweep checks it once it answers', async () => {
  register.companies.set('07000002', { company_name: 'LATE TEST LTD', company_status: 'active', date_of_creation: '2016-05-06' });
  const { trader, visitor } = await newSignedInTrader(testApp);
  register.down = true;

  const response = await visitor.post(SAVE, { ...details, company_number: '07000002' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ company_check: { status: 'not_checked', company_name: null } });
  expect(await verification(visitor)).toMatchObject({ status: 'not_checked', company_number: '07000002', checked_at: null });

  const checks = createCompanyChecks(testApp.app);
  await checks.sweep(new Date());
  expect((await checkOf(trader.id))?.status).toBe('not_checked');

  register.down = false;
  // the failed sweep holds the check a while; the next sweep after that asks again
  await checks.sweep(new Date(Date.now() + 11 * 60 * 1000));
  expect(await verification(visitor)).toMatchObject({ status: 'active', company_name: 'LATE TEST LTD', date_of_creation: '2016-05-06' });
});

test('a live profile is checked again a month on; dissolved, its check says so and staff are told once', async () => {
  register.companies.set('07000003', { company_name: 'FADING TEST LTD', company_status: 'active', date_of_creation: '2012-02-03' });
  const { trader, visitor } = await newSignedInTrader(testApp);
  await visitor.post(SAVE, { ...details, company_number: '07000003' });
  await testApp.database.db.update(company).set({ publishedAt: new Date() }).where(eq(company.userId, trader.id));
  register.companies.set('07000003', { company_name: 'FADING TEST LTD', company_status: 'dissolved', date_of_creation: '2012-02-03' });
  const checks = createCompanyChecks(testApp.app);

  await checks.sweep(new Date(Date.now() + 2 * DAY));
  expect((await checkOf(trader.id))?.status).toBe('active');

  const monthOn = new Date(Date.now() + 31 * DAY);
  await checks.sweep(monthOn);
  await checks.sweep(new Date(monthOn.getTime() + 31 * DAY));

  expect(await verification(visitor)).toMatchObject({ status: 'dissolved', company_name: 'FADING TEST LTD' });
  const alerts = await testApp.database.db.select().from(staffAlert).where(eq(staffAlert.kind, 'company_dissolved'));
  expect(alerts.map((alert) => alert.message)).toEqual([
    expect.stringContaining('Companies House now lists FADING TEST LTD (07000003) as dissolved'),
  ]);
});

test('a profile that is not live is not looked up again each month', async () => {
  register.companies.set('07000004', { company_name: 'QUIET TEST LTD', company_status: 'active', date_of_creation: '2011-01-01' });
  const { visitor } = await newSignedInTrader(testApp);
  await visitor.post(SAVE, { ...details, company_number: '07000004' });

  await createCompanyChecks(testApp.app).sweep(new Date(Date.now() + 40 * DAY));

  expect(register.asked('07000004')).toBe(1);
});

test('two sweeps at the same moment look each due number up once', async () => {
  register.companies.set('07000005', { company_name: 'TWICE TEST LTD', company_status: 'active', date_of_creation: '2010-01-01' });
  const { trader, visitor } = await newSignedInTrader(testApp);
  register.down = true;
  await visitor.post(SAVE, { ...details, company_number: '07000005' });
  register.down = false;
  const before = register.asked('07000005');

  const now = new Date(Date.now() + 60_000);
  await Promise.all([createCompanyChecks(testApp.app).sweep(now), createCompanyChecks(testApp.app).sweep(now)]);

  expect(register.asked('07000005') - before).toBe(1);
  expect((await checkOf(trader.id))?.status).toBe('active');
});

test('an answer is kept for a day for every caller, then asked again', async () => {
  register.companies.set('07000006', { company_name: 'KEPT TEST LTD', company_status: 'active', date_of_creation: '2009-09-09' });
  const now = Date.now();

  await testApp.app.companyLookup.lookUp('07000006', new Date(now));
  await testApp.app.companyLookup.lookUp('07000006', new Date(now + DAY - 60_000));
  expect(register.asked('07000006')).toBe(1);

  const dayOn = await testApp.app.companyLookup.lookUp('07000006', new Date(now + DAY + 60_000));
  expect(register.asked('07000006')).toBe(2);
  expect(dayOn).toEqual({ status: 'active', companyName: 'KEPT TEST LTD', dateOfCreation: '2009-09-09' });
});

test('past the request limit the register is not asked, the number waits as not checked, and the next window asks', async () => {
  const limit = { name: 'companies-house-test', max: 2, windowMs: 60_000 };
  const lookup = createRegisterLookup(testApp.database.db, createCompaniesHouseRegister({ apiKey: API_KEY, baseUrl: registerUrl }), {
    limit,
  });
  const now = Math.floor(Date.now() / 60_000) * 60_000;

  await lookup.lookUp('07000011', new Date(now));
  await lookup.lookUp('07000012', new Date(now + 1000));
  const third = await lookup.lookUp('07000013', new Date(now + 2000));

  expect(third).toEqual({ status: 'not_checked', companyName: null, dateOfCreation: null });
  expect(register.asked('07000013')).toBe(0);
  expect(await lookup.lookUp('07000013', new Date(now + 60_000))).toMatchObject({ status: 'not_found' });
  expect(register.asked('07000013')).toBe(1);
});

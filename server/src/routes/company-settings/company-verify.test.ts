import { eq } from 'drizzle-orm';
import { company, staffAlert } from '#server/db/schema/index';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';

// The company step's check against the default register: the local stand-in and its test numbers.
const testApp = useTestApp();

const SAVE = '/v1/account/settings/company/save';
const VERIFY = '/v1/account/verify/company';
const details = { type: 2, number_of_employees: 2, website: '', skip_name: 1 };

const verification = async (visitor: Visitor) => (await visitor.get(VERIFY)).json() as Record<string, unknown>;

test('an active company is saved with the name the register gives, and the check says so', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const saved = await visitor.post(SAVE, { ...details, company_number: '9446231' });

  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({
    company_check: { status: 'active', company_name: 'TRADESPACE TEST HEATING LTD', date_of_creation: '2014-03-12' },
  });
  const check = await verification(visitor);
  expect(check).toMatchObject({
    status: 'active',
    company_name: 'TRADESPACE TEST HEATING LTD',
    company_number: '09446231',
    date_of_creation: '2014-03-12',
  });
  expect(Date.now() - Date.parse(String(check.checked_at))).toBeLessThan(60_000);
});

test('a dissolved company is refused under company_number with a sentence, and nothing is saved', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(SAVE, { ...details, company_number: '01234567' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: {
      company_number: [
        'Companies House lists OLD TEST BUILDERS LTD (01234567) as dissolved, so it cannot be shown as your business. Please enter the number of the company you trade as now, or choose Sole Trader.',
      ],
    },
  });
  const [row] = await testApp.database.db.select().from(company).where(eq(company.userId, trader.id));
  expect(row?.companyNumber).toBeNull();
  expect(await verification(visitor)).toEqual({
    status: 'not_checked',
    company_name: null,
    company_number: null,
    date_of_creation: null,
    checked_at: null,
  });
});

test('a number the register does not know is refused with a way on: check it, or choose sole trader', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(SAVE, { ...details, type: 4, company_number: 'OC301234' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: {
      company_number: [
        "We could not find company number OC301234 at Companies House. Please check the number on your company's certificate of incorporation, or choose Sole Trader if your business is not a registered company.",
      ],
    },
  });
  const soleTrader = await visitor.post(SAVE, { ...details, type: 1, company_number: 'OC301234' });
  expect(soleTrader.json()).toMatchObject({ company_check: null });
});

test('becoming a sole trader ends the check', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  await visitor.post(SAVE, { ...details, company_number: 'SC123456' });
  expect(await verification(visitor)).toMatchObject({ status: 'active', company_name: 'TRADESPACE TEST ROOFING LTD' });

  await visitor.post(SAVE, { ...details, type: 1 });

  expect(await verification(visitor)).toMatchObject({ status: 'not_checked', company_number: null });
  expect(await testApp.database.db.select().from(staffAlert)).toEqual([]);
});

test('the stand-in register answers at Companies House path in its JSON shape, and 404 for other numbers', async () => {
  const found = await testApp.app.inject({ method: 'GET', url: '/local-companies-house/company/09446231' });
  expect(found.statusCode).toBe(200);
  expect(found.json()).toMatchObject({
    company_number: '09446231',
    company_name: 'TRADESPACE TEST HEATING LTD',
    company_status: 'active',
    date_of_creation: '2014-03-12',
    type: 'ltd',
    registered_office_address: expect.objectContaining({ postal_code: expect.any(String) }),
  });
  const dissolved = await testApp.app.inject({ method: 'GET', url: '/local-companies-house/company/01234567' });
  expect(dissolved.json()).toMatchObject({ company_name: 'OLD TEST BUILDERS LTD', company_status: 'dissolved' });
  const unknown = await testApp.app.inject({ method: 'GET', url: '/local-companies-house/company/12345678' });
  expect(unknown.statusCode).toBe(404);
});

test('the check is for traders only', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: VERIFY, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(response.statusCode).toBe(401);
});

import { londonToday, longDateText } from '#common/calendar-date';
import { companyCheck } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { createTrader } from '#server-test/test-profiles';

// The profile says the company register's check while it stands, in words and in JSON-LD (decision 133).
const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });
const DAY = 24 * 60 * 60 * 1000;

let serial = 0;
async function profileWithCheck(status: 'active' | 'dissolved' | 'not_checked', checkedAt: Date | null) {
  const url = `registered-${(serial += 1)}-${Date.now().toString(36)}`;
  const trader = await createTrader(testApp.database.db, { url });
  await testApp.database.db.insert(companyCheck).values({
    userId: trader.id,
    companyNumber: '09446231',
    status,
    companyName: status === 'not_checked' ? null : 'TRADESPACE TEST HEATING LTD',
    dateOfCreation: '2014-03-12',
    checkedAt,
    nextCheckAt: new Date(Date.now() + 30 * DAY),
  });
  const page = await new Visitor(testApp.app).request('GET', `/t/${url}`, undefined, { accept: 'text/html' });
  expect(page.statusCode).toBe(200);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '{}';
  return { body: page.body, jsonLd: JSON.parse(jsonLd) as Record<string, unknown> };
}

test('an active company checked lately is on the profile with its number and the day, and in its JSON-LD', async () => {
  const checkedAt = new Date(Date.now() - 3 * DAY);
  const { body, jsonLd } = await profileWithCheck('active', checkedAt);

  expect(body).toContain(`Registered company: TRADESPACE TEST HEATING LTD (09446231), checked ${longDateText(londonToday(checkedAt))}`);
  expect(jsonLd).toMatchObject({
    legalName: 'TRADESPACE TEST HEATING LTD',
    identifier: { '@type': 'PropertyValue', propertyID: 'Companies House company number', value: '09446231' },
  });
});

test.each([
  ['a check that has lapsed', 'active', new Date(Date.now() - 50 * DAY)],
  ['a dissolved company', 'dissolved', new Date()],
  ['a number not yet checked', 'not_checked', null],
] as const)('%s shows nowhere', async (_name, status, checkedAt) => {
  const { body, jsonLd } = await profileWithCheck(status, checkedAt);

  expect(body).not.toContain('Registered company');
  expect(body).not.toContain('09446231');
  expect(jsonLd).not.toHaveProperty('legalName');
  expect(jsonLd).not.toHaveProperty('identifier');
});

import { eq } from 'drizzle-orm';
import { identityCheck } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { pressStandIn, startedCheck } from '#server-test/test-identity';
import { createTrader } from '#server-test/test-profiles';
import { signedInVisitor } from '#server-test/test-users';

// The public profile shows a passed ID check ("ID checked {month year}"), and its JSON-LD carries it (decision 137).
const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });

const monthAndYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });
let serial = 0;
const uniqueUrl = (base: string) => `${base}-${(serial += 1)}-${Date.now().toString(36)}`;

const openPage = (path: string) => new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });

function jsonLdOf(page: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page);
  if (!match?.[1]) throw new Error('no JSON-LD on the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

test('a passed ID check shows on the profile with its month, and in its JSON-LD', async () => {
  const url = uniqueUrl('checked-plumbing');
  const trader = await createTrader(testApp.database.db, { url });
  expect((await openPage(`/t/${url}`)).body).not.toContain('ID checked');

  const visitor = await signedInVisitor(testApp, trader.id);
  await pressStandIn(testApp.app, (await startedCheck(visitor)).url, 'verified');

  const page = (await openPage(`/t/${url}`)).body;
  expect(page).toContain(`ID checked ${monthAndYear.format(new Date())}`);
  expect(jsonLdOf(page)).toMatchObject({
    additionalProperty: [{ '@type': 'PropertyValue', name: 'ID checked', value: new Date().toISOString().slice(0, 10) }],
  });
});

test('a check that no longer stands shows nowhere', async () => {
  const url = uniqueUrl('lapsed-plumbing');
  const trader = await createTrader(testApp.database.db, { url });
  const visitor = await signedInVisitor(testApp, trader.id);
  await pressStandIn(testApp.app, (await startedCheck(visitor)).url, 'verified');
  await testApp.database.db.update(identityCheck).set({ status: 'requires_input' }).where(eq(identityCheck.userId, trader.id));

  const page = (await openPage(`/t/${url}`)).body;
  expect(page).not.toContain('ID checked');
  expect(jsonLdOf(page)).not.toHaveProperty('additionalProperty');
});

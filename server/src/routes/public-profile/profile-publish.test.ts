import { eq } from 'drizzle-orm';
import { publishMessages } from '#common/contract/calls/public-profile';
import { company, userTrade } from '#server/db/schema/index';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { createCompanyUrlRepo } from '#server/repos/company-url-repo';
import { useTestApp, Visitor } from '#server-test/test-app';
import { companyOf, createTrader } from '#server-test/test-profiles';
import { signedInVisitor } from '#server-test/test-users';

const testApp = useTestApp();

async function publishAs(userId: number) {
  const visitor = await signedInVisitor(testApp, userId);
  return visitor.post('/v1/account/profile/publish', {});
}

/** Business names unique to one test, so clashes come only from that test. */
function nameFor(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 8)} Ltd`;
}

test('publishing gives a readable url from the business name and a publication date', async () => {
  const name = nameFor('Smith Plumbing');
  const trader = await createTrader(testApp.database.db, { businessName: name });

  const response = await publishAs(trader.id);

  const slug = name.toLowerCase().replace(/ /g, '-');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, url: slug });
  const row = await companyOf(testApp.database.db, trader.id);
  expect(row.url).toBe(slug);
  expect(row.publishedAt).toBeInstanceOf(Date);
});

test('publishing again answers the same url and keeps the first publication date, even after a rename', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Leeds Roofing') });
  const first = (await publishAs(trader.id)).json<{ url: string }>();
  const publishedAt = (await companyOf(testApp.database.db, trader.id)).publishedAt;
  await testApp.database.db.update(company).set({ name: 'Completely New Name Ltd' }).where(eq(company.userId, trader.id));

  const again = await publishAs(trader.id);

  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ success: true, url: first.url });
  expect((await companyOf(testApp.database.db, trader.id)).publishedAt).toEqual(publishedAt);
});

test('a name another business already has gets -2, then -3', async () => {
  const name = nameFor('Clash Builders');
  const slug = name.toLowerCase().replace(/ /g, '-');
  const urls: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const trader = await createTrader(testApp.database.db, { businessName: name });
    urls.push((await publishAs(trader.id)).json<{ url: string }>().url);
  }

  expect(urls).toEqual([slug, `${slug}-2`, `${slug}-3`]);
});

test('traders of one name publishing at the same moment all get different urls', async () => {
  const name = nameFor('Race Electrical');
  const slug = name.toLowerCase().replace(/ /g, '-');
  const traders = await Promise.all(Array.from({ length: 6 }, () => createTrader(testApp.database.db, { businessName: name })));
  const visitors = await Promise.all(traders.map((trader) => signedInVisitor(testApp, trader.id)));

  const replies = await Promise.all(visitors.map((visitor) => visitor.post('/v1/account/profile/publish', {})));

  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  const urls = replies.map((reply) => reply.json<{ url: string }>().url);
  expect(new Set(urls).size).toBe(6);
  expect([...urls].sort()).toEqual([slug, `${slug}-2`, `${slug}-3`, `${slug}-4`, `${slug}-5`, `${slug}-6`].sort());
  for (const trader of traders) {
    expect(urls).toContain((await companyOf(testApp.database.db, trader.id)).url);
  }
});

test('a url another company holds is refused by the unique index, and recognised as such on this database', async () => {
  const db = testApp.database.db;
  const holder = await createTrader(db, { businessName: nameFor('Holder') });
  const { url } = (await publishAs(holder.id)).json<{ url: string }>();
  const other = await createTrader(db, { businessName: nameFor('Other') });

  const failure = await createCompanyUrlRepo(db)
    .claim(other.id, url)
    .catch((error: unknown) => error);

  expect(isUniqueViolation(failure, 'company_url_unique')).toBe(true);
  expect((await companyOf(db, other.id)).url).toBeNull();
});

test('one trader publishing twice at once gets one url', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Twice Tiling') });
  const visitor = await signedInVisitor(testApp, trader.id);

  const replies = await Promise.all([1, 2, 3].map(() => visitor.post('/v1/account/profile/publish', {})));

  const urls = new Set(replies.map((reply) => reply.json<{ url: string }>().url));
  expect(urls.size).toBe(1);
  expect((await companyOf(testApp.database.db, trader.id)).url).toBe([...urls][0]);
});

test('accents and symbols are folded into an ASCII url', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: `Café Décor & Søn <b>${Math.floor(Math.random() * 1e6)}</b>` });

  const { url } = (await publishAs(trader.id)).json<{ url: string }>();

  expect(url).toMatch(/^cafe-decor-and-son-b-\d+-b$/);
});

test('a trader missing an item of the going-live rule is refused and stays unpublished (each item: going-live.test.ts)', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Nowhere'), postcode: null });
  await testApp.database.db.delete(userTrade).where(eq(userTrade.userId, trader.id));

  const response = await publishAs(trader.id);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { trades: [publishMessages.trades], location: [publishMessages.location] } });
  const row = await companyOf(testApp.database.db, trader.id);
  expect([row.url, row.publishedAt]).toEqual([null, null]);
});

test('without a signed-in trader the call answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  expect((await visitor.post('/v1/account/profile/publish', {})).statusCode).toBe(401);
});

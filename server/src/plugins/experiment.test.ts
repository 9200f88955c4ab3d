import { eq } from 'drizzle-orm';
import { stepBit } from '#common/experiment';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import { experimentVisit, session, trade, user } from '#server/db/schema/index';
import { readPageScript, sessionIdOf } from '#server-test/page-script';
import { LIMITS_LIFTED, productionEnv, useTestApp, Visitor } from '#server-test/test-app';
import { signedInStaff } from '#server-test/test-staff';
import { signUpPayload } from '#server-test/test-users';
import { VISITOR_COOKIE } from './experiment';

// Decision 092: the scheme is drawn at the first visit, stored on the account at
// registration, and from then the trader meets that order on every device.
const testApp = useTestApp(LIMITS_LIFTED);
let counter = 0;

const db = () => testApp.database.db;
const schemeOf = (page: { body: string }) => readPageScript(page.body).config.orderingScheme as OrderingScheme;
const visitCount = async () => (await db().select({ id: experimentVisit.id }).from(experimentVisit)).length;
const visitRow = async (key: string | undefined) =>
  (
    await db()
      .select()
      .from(experimentVisit)
      .where(eq(experimentVisit.visitorKey, key ?? ''))
  )[0];

async function setWeights(weights: Record<OrderingScheme, number>) {
  const { visitor } = await signedInStaff(testApp);
  const saved = await visitor.post('/v1/admin/experiment/weights', weights);
  expect(saved.statusCode).toBe(200);
}

async function signUp(visitor: Visitor) {
  counter += 1;
  const tradeIds = (await db().select({ id: trade.id }).from(trade).orderBy(trade.id).limit(1)).map((row) => row.id);
  const email = `scheme.${process.pid}.${Date.now()}.${counter}@example.co.uk`;
  const phone = `07723 ${String((Date.now() + counter * 7919) % 1_000_000).padStart(6, '0')}`;
  const reply = await visitor.post('/tradespeople-setup/register', signUpPayload({ email, phone, trades: tradeIds }));
  expect(reply.statusCode).toBe(200);
  const [account] = await db().select().from(user).where(eq(user.email, email));
  if (!account) throw new Error('the sign-up made no account');
  return { account, email, password: String(signUpPayload({ email, phone, trades: [] }).password) };
}

async function signIn(visitor: Visitor, email: string, password: string) {
  if (!visitor.hasSession) await visitor.open();
  const reply = await visitor.post('/auth/login', { email_address: email, password });
  expect(reply.statusCode).toBe(200);
}

afterEach(async () => {
  await setWeights({ original: 1, reorderedV1412: 1, reorderedV1612: 1 });
});

test('3,000 new visitors are split evenly: each a stored visit, the three counts within chance', async () => {
  const before = await visitCount();
  const counts = Object.fromEntries(orderingSchemes.map((scheme) => [scheme, 0])) as Record<OrderingScheme, number>;
  const visitors = 3000;
  // twenty at a time, as visitors arrive: the split must hold for visits drawn side by side too
  for (let index = 0; index < visitors; index += 20) {
    const pages = await Promise.all(Array.from({ length: 20 }, () => new Visitor(testApp.app).open()));
    for (const page of pages) counts[schemeOf(page)] += 1;
  }

  // chi-square with 2 degrees of freedom: above 18.42 happens once in 10,000 fair splits
  const expected = visitors / orderingSchemes.length;
  const chiSquare = orderingSchemes.reduce((sum, scheme) => sum + (counts[scheme] - expected) ** 2 / expected, 0);
  expect({ counts, fair: chiSquare < 18.42 }).toEqual({ counts, fair: true });
  expect((await visitCount()) - before).toBe(visitors);
});

test('a visitor keeps the scheme drawn at the first visit, in a cookie that scripts cannot read', async () => {
  const visitor = new Visitor(testApp.app);
  const first = await visitor.open();
  const cookie = first.cookies.find((set) => set.name === VISITOR_COOKIE);
  const later = await visitor.open('/tradespeople-setup/lead/trades');

  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(schemeOf(later)).toBe(schemeOf(first));
  expect(await visitRow(cookie?.value)).toMatchObject({ scheme: schemeOf(first), forced: false, userId: null });
});

test('weights set by staff decide new visitors only: 0/100/0 sends every new visitor to reorderedV1412', async () => {
  await setWeights({ original: 0, reorderedV1412: 0, reorderedV1612: 100 });
  const earlier = new Visitor(testApp.app);
  await earlier.open();
  await setWeights({ original: 0, reorderedV1412: 100, reorderedV1612: 0 });

  const newcomers = await Promise.all(Array.from({ length: 20 }, () => new Visitor(testApp.app).open()));

  expect(new Set(newcomers.map(schemeOf))).toEqual(new Set(['reorderedV1412']));
  expect(schemeOf(await earlier.open())).toBe('reorderedV1612');
});

test('registering stores the scheme on the account, and another device meets it after signing in', async () => {
  await setWeights({ original: 100, reorderedV1412: 0, reorderedV1612: 0 });
  const phone = new Visitor(testApp.app, '10.40.0.1');
  await phone.open();
  const { account, email, password } = await signUp(phone);
  expect(account.orderingScheme).toBe('original');

  await setWeights({ original: 0, reorderedV1412: 0, reorderedV1612: 100 });
  const laptop = new Visitor(testApp.app, '10.40.0.2');
  expect(schemeOf(await laptop.open())).toBe('reorderedV1612');
  const laptopVisit = await visitRow(laptop.cookies.get(VISITOR_COOKIE));
  await signIn(laptop, email, password);

  expect(schemeOf(await laptop.open('/tradespeople-setup/about/phone'))).toBe('original');
  expect(laptop.cookies.get(VISITOR_COOKIE)).toBe(phone.cookies.get(VISITOR_COOKIE));
  // the laptop's own draw was this trader, not a second visitor
  const rows = await db()
    .select()
    .from(experimentVisit)
    .where(eq(experimentVisit.id, laptopVisit?.id ?? 0));
  expect(rows).toEqual([]);
  expect(await visitRow(phone.cookies.get(VISITOR_COOKIE))).toMatchObject({ userId: account.id, scheme: 'original' });
});

test('a sign-up from a client that loaded no page first gets a visit of its own, drawn and stored on the account', async () => {
  await setWeights({ original: 0, reorderedV1412: 100, reorderedV1612: 0 });
  const client = new Visitor(testApp.app, '10.40.0.3');
  await client.open();
  const pageVisit = await visitRow(client.cookies.get(VISITOR_COOKIE));
  client.cookies.delete(VISITOR_COOKIE);

  const { account } = await signUp(client);

  expect(account.orderingScheme).toBe('reorderedV1412');
  const key = client.cookies.get(VISITOR_COOKIE);
  expect(key).toBeDefined();
  expect(key).not.toBe(pageVisit?.visitorKey);
  expect(await visitRow(key)).toMatchObject({ userId: account.id, scheme: 'reorderedV1412', forced: false });
  expect((await visitRow(key))?.registeredAt?.getTime()).toBe(account.createdAt.getTime());
  // the page's visit, whose cookie the client dropped, stays a visitor who never registered
  expect(await visitRow(pageVisit?.visitorKey)).toMatchObject({ userId: null });
});

test('a second account registered in the same browser gets a new visit; the first keeps its own', async () => {
  await setWeights({ original: 100, reorderedV1412: 0, reorderedV1612: 0 });
  const browser = new Visitor(testApp.app, '10.40.0.4');
  await browser.open();
  const first = await signUp(browser);
  const firstKey = browser.cookies.get(VISITOR_COOKIE);

  await setWeights({ original: 0, reorderedV1412: 0, reorderedV1612: 100 });
  const second = await signUp(browser);

  expect(second.account.orderingScheme).toBe('reorderedV1612');
  expect(browser.cookies.get(VISITOR_COOKIE)).not.toBe(firstKey);
  expect(await visitRow(browser.cookies.get(VISITOR_COOKIE))).toMatchObject({ userId: second.account.id, scheme: 'reorderedV1612' });
  expect(await visitRow(firstKey)).toMatchObject({ userId: first.account.id, scheme: 'original' });
});

test('20 devices signing in to one account at once end with one visit for it, and every device on its key', async () => {
  const phone = new Visitor(testApp.app, '10.40.0.6');
  await phone.open();
  const { account, email, password } = await signUp(phone);
  const devices = Array.from({ length: 20 }, (_, index) => new Visitor(testApp.app, `10.40.1.${index + 1}`));
  await Promise.all(devices.map((device) => device.open()));
  const ownDraws = devices.map((device) => device.cookies.get(VISITOR_COOKIE));

  await Promise.all(devices.map((device) => signIn(device, email, password)));

  const rows = await db().select().from(experimentVisit).where(eq(experimentVisit.userId, account.id));
  expect(rows).toHaveLength(1);
  expect(new Set(devices.map((device) => device.cookies.get(VISITOR_COOKIE)))).toEqual(new Set([rows[0]?.visitorKey]));
  // their own draws were the same trader: merged and gone, none left to count as a visitor
  expect(await Promise.all(ownDraws.map((key) => visitRow(key)))).toEqual(ownDraws.map(() => undefined));
});

test('steps the laptop saw before signing in join the account, and a reload counts once', async () => {
  const phone = new Visitor(testApp.app, '10.40.0.3');
  await phone.open();
  const { account, email, password } = await signUp(phone);
  const laptop = new Visitor(testApp.app, '10.40.0.4');
  const page = await laptop.open();
  const track = (visitor: Visitor, step: string, event: string) =>
    visitor.post(`/v1/trade-setup/track/${sessionIdOf(page.body)}`, { page: step, event, timestamp: Date.now() });
  await track(laptop, 'lead_location', 'loaded');
  await track(laptop, 'lead_location', 'loaded');
  await signIn(laptop, email, password);
  await track(laptop, 'description', 'loaded');
  await track(laptop, 'description', 'saved');
  await track(laptop, 'photo', 'skipped');
  await track(laptop, 'gas', 'autoskipped');
  await track(laptop, 'company', 'clicked');

  const [row] = await db().select().from(experimentVisit).where(eq(experimentVisit.userId, account.id));
  expect(row).toMatchObject({
    reachedSteps: stepBit('lead_location') | stepBit('description'),
    savedSteps: stepBit('description'),
    skippedSteps: stepBit('photo') | stepBit('gas'),
  });
});

test('?scheme= forces a scheme outside production, marks the visit forced, and keeps it', async () => {
  const visitor = new Visitor(testApp.app);
  const forced = await visitor.open('/tradespeople-setup/lead/location?scheme=reorderedV1612');
  const later = await visitor.open('/tradespeople-setup/lead/trades');

  expect(schemeOf(forced)).toBe('reorderedV1612');
  expect(schemeOf(later)).toBe('reorderedV1612');
  expect(await visitRow(visitor.cookies.get(VISITOR_COOKIE))).toMatchObject({ scheme: 'reorderedV1612', forced: true });
});

test('a forced visitor who registers gives the account the forced scheme, still marked forced', async () => {
  const visitor = new Visitor(testApp.app, '10.40.0.5');
  await visitor.open('/tradespeople-setup/lead/location?scheme=reorderedV1412');
  const { account } = await signUp(visitor);

  expect(account.orderingScheme).toBe('reorderedV1412');
  expect(await visitRow(visitor.cookies.get(VISITOR_COOKIE))).toMatchObject({ userId: account.id, forced: true });
});

test('the admin pages assign nobody', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open('/admin');
  expect(visitor.cookies.has(VISITOR_COOKIE)).toBe(false);
});

describe('first-week retention', () => {
  async function registeredAgo(hours: number) {
    const phone = new Visitor(testApp.app);
    await phone.open();
    const registered = await signUp(phone);
    await db()
      .update(experimentVisit)
      .set({ registeredAt: new Date(Date.now() - hours * 3600_000) })
      .where(eq(experimentVisit.userId, registered.account.id));
    return registered;
  }
  const returnedAt = async (userId: number) =>
    (await db().select().from(experimentVisit).where(eq(experimentVisit.userId, userId)))[0]?.returnedAt ?? null;

  test('signing in again two days after registering counts as retained', async () => {
    const { account, email, password } = await registeredAgo(48);
    await signIn(new Visitor(testApp.app), email, password);
    expect(await returnedAt(account.id)).toBeInstanceOf(Date);
  });

  test('coming back to an open session after more than an hour away, two days on, counts as retained', async () => {
    const phone = new Visitor(testApp.app);
    await phone.open();
    const { account } = await signUp(phone);
    await db()
      .update(experimentVisit)
      .set({ registeredAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(experimentVisit.userId, account.id));
    await db()
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(session.userId, account.id));

    await phone.open('/my-account');

    expect(await returnedAt(account.id)).toBeInstanceOf(Date);
  });

  test('signing in again in the same sitting, or after the first week, does not', async () => {
    const soon = await registeredAgo(0.25);
    const late = await registeredAgo(8 * 24);
    await signIn(new Visitor(testApp.app), soon.email, soon.password);
    await signIn(new Visitor(testApp.app), late.email, late.password);
    expect(await returnedAt(soon.account.id)).toBeNull();
    expect(await returnedAt(late.account.id)).toBeNull();
  });
});

describe('in production', () => {
  const production = useTestApp({ ...LIMITS_LIFTED, ...productionEnv });

  test('?scheme= is ignored: the visitor is drawn like any other and counted', async () => {
    const visitor = new Visitor(production.app);
    await visitor.open('/tradespeople-setup/lead/location?scheme=reorderedV1612');
    const [row] = await production.database.db
      .select()
      .from(experimentVisit)
      .where(eq(experimentVisit.visitorKey, visitor.cookies.get(VISITOR_COOKIE) ?? ''));
    expect(row?.forced).toBe(false);
  });
});

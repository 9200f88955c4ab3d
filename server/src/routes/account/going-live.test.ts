import { eq } from 'drizzle-orm';
import { publishMessages, type GoingLiveItem } from '#common/going-live';
import type { UserView } from '#common/contract/user';
import { address, company, user, userTrade } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { tradeIdOf } from '#server-test/test-jobs';
import { codeIn, latestMessage } from '#server-test/outbox-reader';
import { companyOf, createTrader, givePictures, READY_DESCRIPTION } from '#server-test/test-profiles';
import { signedInVisitor, type UserRow } from '#server-test/test-users';
import { MANCHESTER_WORK_ADDRESS } from '#server-test/test-addresses';

// The going-live rule (decision 064): a verified phone, a description, a work address and a trade.

// the verification texts' captcha (decision 105) has its own test: sms-budget.test.ts
const testApp = useTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_SMS_SENDS: '1000' });

let made = 0;
/** A mobile number no other trader in this file has. */
function newPhone(): string {
  made += 1;
  return `+447713${String((process.pid * 1000 + made) % 1_000_000).padStart(6, '0')}`;
}

/** Business names unique to one test, so urls and directory entries come only from that test. */
const nameFor = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)} Ltd`;
const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-');

let visitors = 0;
/** Each trader on a client address of their own, so no test meets another's rate limit. */
async function visitorOf(trader: UserRow): Promise<Visitor> {
  visitors += 1;
  return signedInVisitor(testApp, trader.id, `10.64.${Math.floor(visitors / 200)}.${visitors % 200}`);
}

const publish = (visitor: Visitor) => visitor.post('/v1/account/profile/publish', {});
const openPage = (path: string) => new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });
const viewOf = async (visitor: Visitor) => (await visitor.get('/v1/account/info')).json<{ user: UserView }>().user;

/** Takes one item away from a trader who has them all, straight in the database. */
async function undo(trader: UserRow, item: GoingLiveItem): Promise<void> {
  const db = testApp.database.db;
  if (item === 'trades') await db.delete(userTrade).where(eq(userTrade.userId, trader.id));
  if (item === 'verify_phone') await db.update(user).set({ phoneVerifiedAt: null }).where(eq(user.id, trader.id));
  if (item === 'description') await db.update(company).set({ description: null }).where(eq(company.userId, trader.id));
  if (item === 'location') await db.delete(address).where(eq(address.userId, trader.id));
}

/** Does the item through its own step's call, as the browser does. */
async function doThroughItsStep(visitor: Visitor, trader: UserRow, item: GoingLiveItem): Promise<void> {
  if (item === 'trades') {
    const saved = await visitor.post('/v1/account/settings/trades/save', { ordering: [await tradeIdOf(testApp.database.db, 'plumber')] });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (item === 'description') {
    const saved = await visitor.post('/v1/account/settings/description/save', { description: READY_DESCRIPTION });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (item === 'location') {
    const saved = await visitor.post('/v1/account/settings/address/save', MANCHESTER_WORK_ADDRESS);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (item === 'verify_phone') {
    expect((await visitor.post('/v1/account/verify/phone/send', {})).statusCode).toBe(200);
    const sms = await latestMessage(testApp.database.db, trader.phoneNumber ?? '', 'sms');
    const checked = await visitor.post('/v1/account/verify/phone/check', { code: codeIn(sms?.textBody ?? '') });
    expect(checked.json()).toEqual({ success: true, error: null });
  }
}

/** Whether the directory's Plumber page links the profile, by name and at the trader's own postcode alike (decision 093). */
async function listedAsPlumber(url: string): Promise<boolean> {
  const pages = await Promise.all(['/directory/plumber', '/directory/plumber?postcode=M1+1AE'].map(openPage));
  const listed = pages.map((page) => {
    expect(page.statusCode).toBe(200);
    return page.body.includes(`href="/t/${url}"`);
  });
  expect(listed[1]).toBe(listed[0]);
  return listed[0] === true;
}

const items: GoingLiveItem[] = ['trades', 'verify_phone', 'description', 'location'];

test('a trader who skipped every step is refused, with one plain message per missing item, and nothing is published', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Skipper'), ready: false, trades: [] });

  const response = await publish(await visitorOf(trader));

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: {
      trades: ['Choose at least one trade so homeowners can find you.'],
      verify_phone: ['Verify your mobile number so homeowners know they can reach you.'],
      description: ['Describe your business in at least 50 characters.'],
      location: ['Add your work address so homeowners near you can find you.'],
    },
  });
  const row = await companyOf(testApp.database.db, trader.id);
  expect([row.url, row.publishedAt]).toEqual([null, null]);
});

test.each(items)('without %s alone the publish call is refused under that one key', async (item) => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Almost') });
  await undo(trader, item);

  const response = await publish(await visitorOf(trader));

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { [item]: [publishMessages[item]] } });
  expect((await companyOf(testApp.database.db, trader.id)).url).toBeNull();
});

test('a description shorter than the description step allows does not count', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Short Words'), description: 'x'.repeat(49) });

  const response = await publish(await visitorOf(trader));

  expect(response.json()).toEqual({ errors: { description: [publishMessages.description] } });
});

test('the sign-up postcode is no work address: without the location step the profile stays unpublished', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Postcode Only') });
  await undo(trader, 'location');
  const visitor = await visitorOf(trader);

  const view = await viewOf(visitor);

  expect(view.location).toEqual({ postcode: 'M1 1AE', work_address: false });
  expect(view.profile).toEqual({ live: false, missing: ['location'] });
  expect((await publish(visitor)).statusCode).toBe(422);
});

test.each(items)('the profile goes live the moment %s, the last item, is saved, without calling publish again', async (item) => {
  const name = nameFor(`Last ${item.replace('_', ' ')}`);
  const current = await createTrader(testApp.database.db, { businessName: name, ready: false, trades: [] });
  const trader = current;
  const visitor = await visitorOf(current);
  // the complete step was opened once, before anything was done
  expect((await publish(visitor)).statusCode).toBe(422);

  const others = items.filter((other) => other !== item);
  for (const other of others) await doThroughItsStep(visitor, current, other);
  expect((await companyOf(testApp.database.db, trader.id)).url, 'not live before the last item').toBeNull();
  expect((await viewOf(visitor)).profile).toEqual({ live: false, missing: [item] });

  await doThroughItsStep(visitor, current, item);

  const row = await companyOf(testApp.database.db, trader.id);
  expect(row.url).toBe(slugOf(name));
  expect(row.publishedAt).toBeInstanceOf(Date);
  expect((await openPage(`/t/${slugOf(name)}`)).statusCode).toBe(200);
  expect(await listedAsPlumber(slugOf(name))).toBe(true);
  const view = await viewOf(visitor);
  expect(view.profile).toEqual({ live: true, missing: [] });
  expect(view.company.url).toBe(slugOf(name));
});

test('saves after going live keep the one url', async () => {
  const name = nameFor('Steady');
  const trader = await createTrader(testApp.database.db, { businessName: name });
  const visitor = await visitorOf(trader);
  await doThroughItsStep(visitor, trader, 'description');
  const first = await companyOf(testApp.database.db, trader.id);

  await doThroughItsStep(visitor, trader, 'trades');
  await doThroughItsStep(visitor, trader, 'location');

  const after = await companyOf(testApp.database.db, trader.id);
  expect([after.url, after.publishedAt]).toEqual([slugOf(name), first.publishedAt]);
  expect((await publish(visitor)).json()).toEqual({ success: true, url: slugOf(name) });
});

test('a live profile whose phone changes to an unverified number leaves /t and the directory at once, and comes back verified', async () => {
  const name = nameFor('Changed Phone');
  const trader = await createTrader(testApp.database.db, { businessName: name });
  const visitor = await visitorOf(trader);
  const url = (await publish(visitor)).json<{ url: string }>().url;
  expect((await openPage(`/t/${url}`)).statusCode).toBe(200);
  expect(await listedAsPlumber(url)).toBe(true);
  const countBefore = (await openPage('/directory')).body;

  const phone = newPhone();
  expect((await visitor.post('/v1/account/verify/phone/set', { phone_number: phone })).statusCode).toBe(200);

  expect((await openPage(`/t/${url}`)).statusCode).toBe(404);
  expect(await listedAsPlumber(url)).toBe(false);
  expect((await openPage('/directory')).body).not.toEqual(countBefore);
  expect((await viewOf(visitor)).profile).toEqual({ live: false, missing: ['verify_phone'] });
  const refused = await publish(visitor);
  expect(refused.json()).toEqual({ errors: { verify_phone: [publishMessages.verify_phone] } });
  // the url stays the trader's while hidden
  expect((await companyOf(testApp.database.db, trader.id)).url).toBe(url);

  await doThroughItsStep(visitor, { ...trader, phoneNumber: phone }, 'verify_phone');

  expect((await openPage(`/t/${url}`)).statusCode).toBe(200);
  expect(await listedAsPlumber(url)).toBe(true);
});

test.each(items)('a published profile that loses %s is hidden from /t and the directory', async (item) => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor(`Lost ${item}`) });
  const url = (await publish(await visitorOf(trader))).json<{ url: string }>().url;

  await undo(trader, item);

  expect((await openPage(`/t/${url}`)).statusCode).toBe(404);
  expect(await listedAsPlumber(url)).toBe(false);
});

test('the user view says what the progress page needs: work address, photo count, live state', async () => {
  const trader = await createTrader(testApp.database.db, { businessName: nameFor('Viewed') });
  await givePictures(testApp.database.db, trader.id, 3);
  const visitor = await visitorOf(trader);

  const before = await viewOf(visitor);
  expect(before.location.work_address).toBe(true);
  expect(before.gallery).toEqual({ photos: 3 });
  expect(before.profile).toEqual({ live: false, missing: [] });

  await publish(visitor);

  expect((await viewOf(visitor)).profile).toEqual({ live: true, missing: [] });
});

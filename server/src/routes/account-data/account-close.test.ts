import { eq } from 'drizzle-orm';
import { closeTexts } from '#common/contract/calls/account-data';
import {
  accountCloseCheck,
  companyCheck,
  experimentVisit,
  subscription,
  tradeAreaBase,
  tradeAreaCover,
  user,
} from '#server/db/schema/index';
import { VISITOR_COOKIE } from '#server/plugins/experiment';
import { PASSWORD_WRONG } from '#server/services/account-close-check';
import { useTestApp, Visitor } from '#server-test/test-app';
import { richTrader, TRADER_PASSWORD, type RichTrader } from '#server-test/test-account-data';
import { signedInStaff } from '#server-test/test-staff';
import { createApiToken, signedInVisitor } from '#server-test/test-users';

const testApp = useTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_ATTEMPTS: '1000', CAPTCHA_AFTER_SMS_SENDS: '1000' });

const CHECK = '/v1/account/close/check';
const CLOSE = '/v1/account/close';

function openPage(path: string) {
  return new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });
}

async function stillOpen({ trader, url, visitor }: RichTrader) {
  expect((await openPage(`/t/${url}`)).statusCode).toBe(200);
  expect((await visitor.get('/v1/account/export')).statusCode).toBe(200);
  const [row] = await testApp.database.db.select().from(user).where(eq(user.id, trader.id));
  expect(row?.email).toBe(trader.email);
}

test('every call answers 401 without a signed-in trader', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  expect((await visitor.post('/v1/account/close/code', {})).statusCode).toBe(401);
  expect((await visitor.post(CHECK, { password: TRADER_PASSWORD })).statusCode).toBe(401);
  expect((await visitor.post(CLOSE, { confirm: true })).statusCode).toBe(401);
});

test('refuses to close without the fresh check, and changes nothing', async () => {
  const trader = await richTrader(testApp);

  const response = await trader.visitor.post(CLOSE, { confirm: true });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { confirm: [closeTexts.proofMissing] } });
  await stillOpen(trader);
});

test('refuses a wrong password under the field, and the account stays open', async () => {
  const trader = await richTrader(testApp);

  const check = await trader.visitor.post(CHECK, { password: 'not-my-password' });
  const close = await trader.visitor.post(CLOSE, { confirm: true });

  expect(check.statusCode).toBe(422);
  expect(check.json()).toEqual({ errors: { password: [PASSWORD_WRONG] } });
  expect(close.json()).toEqual({ errors: { confirm: [closeTexts.proofMissing] } });
  await stillOpen(trader);
});

test('refuses without the confirmation ticked, even after the check', async () => {
  const trader = await richTrader(testApp);
  await trader.visitor.post(CHECK, { password: TRADER_PASSWORD });

  const response = await trader.visitor.post(CLOSE, { confirm: false });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { confirm: [closeTexts.confirm] } });
  await stillOpen(trader);
});

test('refuses a check that has run out, and a check made in another session', async () => {
  const expired = await richTrader(testApp);
  expect((await expired.visitor.post(CHECK, { password: TRADER_PASSWORD })).statusCode).toBe(200);
  await testApp.database.db
    .update(accountCloseCheck)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountCloseCheck.userId, expired.trader.id));
  const other = await richTrader(testApp);
  await other.visitor.post(CHECK, { password: TRADER_PASSWORD });
  const otherDevice = await signedInVisitor(testApp, other.trader.id);

  const late = await expired.visitor.post(CLOSE, { confirm: true });
  const elsewhere = await otherDevice.post(CLOSE, { confirm: true });

  expect(late.json()).toEqual({ errors: { confirm: [closeTexts.proofExpired] } });
  expect(elsewhere.json()).toEqual({ errors: { confirm: [closeTexts.proofMissing] } });
  await stillOpen(expired);
  await stillOpen(other);
});

test('closes at once: sessions end, profile and directory entry go, card and files are gone, data erased', async () => {
  const trader = await richTrader(testApp);
  const db = testApp.database.db;
  const otherDevice = await signedInVisitor(testApp, trader.trader.id);
  const appToken = { authorization: `Bearer ${await createApiToken(db, trader.trader.id)}`, deviceid: 'ios-3f9c2a' };
  expect((await new Visitor(testApp.app).get('/v1/account/export', appToken)).statusCode).toBe(200);
  expect((await openPage('/directory/plumber?postcode=M1+1AE')).body).toContain(`/t/${trader.url}`);
  const { areas } = (await trader.visitor.get('/v1/account/settings/areas')).json<{ areas: { trade_id: number }[] }>();
  const bases = [{ postcode: 'RG1', radius_miles: 20 }];
  await trader.visitor.post('/v1/account/settings/areas/save', { areas: [{ trade_id: areas[0]?.trade_id ?? 0, bases }] });
  expect(await db.select().from(tradeAreaBase).where(eq(tradeAreaBase.userId, trader.trader.id))).toHaveLength(1);

  const check = await trader.visitor.post(CHECK, { password: TRADER_PASSWORD });
  const close = await trader.visitor.post(CLOSE, { confirm: true });

  expect(check.statusCode).toBe(200);
  expect(close.statusCode).toBe(200);
  expect(close.json()).toEqual({ success: true, redirect: '/my-account/closed?emailed=1' });
  for (const device of [trader.visitor, otherDevice]) {
    expect((await device.get('/v1/account/export')).statusCode).toBe(401);
    expect((await device.get('/v1/account/info')).json().user).toBeNull();
  }
  expect((await new Visitor(testApp.app).get('/v1/account/export', appToken)).statusCode).toBe(401);
  expect((await openPage(`/t/${trader.url}`)).statusCode).toBe(404);
  expect((await openPage('/directory/plumber?postcode=M1+1AE')).body).not.toContain(`/t/${trader.url}`);
  expect(await testApp.app.cards.retrievePaymentMethod(trader.paymentMethodId)).toBeNull();
  for (const key of trader.storageKeys) expect(await testApp.app.storage.get(key)).toBeNull();

  const [row] = await db.select().from(user).where(eq(user.id, trader.trader.id));
  expect(row).toMatchObject({
    email: `closed-${trader.trader.id}@closed.invalid`,
    firstName: '',
    lastName: '',
    phoneNumber: null,
    postcode: null,
    picture: null,
    apiTokenHash: null,
    membershipPlanId: null,
  });
  const memberships = await db.select().from(subscription).where(eq(subscription.userId, trader.trader.id));
  expect(memberships.map((membership) => membership.status)).toEqual(['cancelled']);
  // where the trader worked goes too (decision 087): the saved bases and the areas in force
  expect(await db.select().from(tradeAreaBase).where(eq(tradeAreaBase.userId, trader.trader.id))).toEqual([]);
  expect(await db.select().from(tradeAreaCover).where(eq(tradeAreaCover.userId, trader.trader.id))).toEqual([]);
  expect(await db.select().from(companyCheck).where(eq(companyCheck.userId, trader.trader.id))).toEqual([]);
});

test('the same e-mail and phone can register again after closing', async () => {
  const trader = await richTrader(testApp);
  await trader.visitor.post(CHECK, { password: TRADER_PASSWORD });
  await trader.visitor.post(CLOSE, { confirm: true });
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.post('/tradespeople-setup/register', {
    first_name: 'Sam',
    last_name: 'Smith',
    email_address: trader.trader.email,
    phone_number: `0${(trader.trader.phoneNumber ?? '').slice(3)}`,
    business_name: 'Smith Plumbing Again',
    password: 'Another-Copper-Pipe-77',
    terms: true,
    privacy: true,
    postcode: 'M1 1AE',
    trades: [1],
    form_id: 'form-1',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().phone_number).toBe(trader.trader.phoneNumber);
  expect(response.json().id).not.toBe(trader.trader.id);
});

test('the browser that closed the account starts again as a new visitor; the old visit keeps its counts only', async () => {
  const trader = await richTrader(testApp);
  await trader.visitor.open('/my-account');
  const key = trader.visitor.cookies.get(VISITOR_COOKIE);
  await trader.visitor.post(CHECK, { password: TRADER_PASSWORD });
  await trader.visitor.post(CLOSE, { confirm: true });

  const [old] = await testApp.database.db.select().from(experimentVisit).where(eq(experimentVisit.userId, trader.trader.id));
  expect(old?.visitorKey).not.toBe(key);
  await trader.visitor.open();
  expect(trader.visitor.cookies.get(VISITOR_COOKIE)).not.toBe(old?.visitorKey);
});

test('staff see the closed account in the audit log, by id and date only', async () => {
  const trader = await richTrader(testApp);
  await trader.visitor.post(CHECK, { password: TRADER_PASSWORD });
  await trader.visitor.post(CLOSE, { confirm: true });
  const { visitor: staff } = await signedInStaff(testApp);

  const response = await staff.get('/v1/admin/audit/closed-accounts');

  expect(response.statusCode).toBe(200);
  const entry = response.json().closures.find((closure: { account_id: number }) => closure.account_id === trader.trader.id);
  expect(entry).toEqual({ account_id: trader.trader.id, closed_at: expect.any(String), kept: expect.any(Array) });
  expect(Date.now() - Date.parse(entry.closed_at)).toBeLessThan(60_000);
  expect(response.body).not.toContain(trader.trader.email);
  expect((await trader.visitor.get('/v1/admin/audit/closed-accounts')).statusCode).toBe(401);
});

import { eq } from 'drizzle-orm';
import type { UserView } from '#common/contract/user';
import { reviewDecision, user, verificationRequest } from '#server/db/schema/index';
import { NOT_STANDING } from '#server/services/verification-review';
import { useTestApp, Visitor } from '#server-test/test-app';
import { pdfBytes } from '#server-test/test-images';
import { createTrader, giveApproval } from '#server-test/test-profiles';
import { pendingCertificate, pendingGasRequest, signedInStaff, type TestStaff } from '#server-test/test-staff';
import { signedInVisitor } from '#server-test/test-users';

// Gas Safe and electrician badges (decision 064): only after staff approve, with the month; gone after a revoke.

const testApp = useTestApp();
let staff: { staff: TestStaff; visitor: Visitor };

beforeAll(async () => {
  staff = await signedInStaff(testApp);
});

let serial = 0;
const uniqueUrl = (base: string) => `${base}-${(serial += 1)}-${Date.now().toString(36)}`;
const thisMonth = () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date());

const openPage = async (path: string) => {
  const page = await new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });
  expect(page.statusCode, path).toBe(200);
  return page.body;
};
const approve = (id: number) => staff.visitor.post(`/v1/admin/requests/${id}/approve`, {});
const reject = (id: number, reason: string) => staff.visitor.post(`/v1/admin/requests/${id}/reject`, { reason });
const revoke = (id: number, reason: string) => staff.visitor.post(`/v1/admin/requests/${id}/revoke`, { reason });

/** A live heating engineer and electrician at a url of their own, with nothing checked yet. */
async function liveTrader() {
  const url = uniqueUrl('badge');
  const trader = await createTrader(testApp.database.db, {
    url,
    trades: ['heating-engineer', 'electrician'],
    businessName: `Badge Heating ${serial}`,
  });
  return { trader, url };
}

/** The trader's entry on the Heating Engineer directory page. */
async function directoryEntryOf(url: string): Promise<string> {
  const page = await openPage('/directory/heating-engineer');
  const start = page.indexOf(`href="/t/${url}"`);
  expect(start, 'listed in the directory').toBeGreaterThan(-1);
  // an entry ends its text block and its item together (public-pages/directory-trade-page.ts)
  return page.slice(start, page.indexOf('</div></li>', start));
}

test('a gas number shows no badge while waiting, and "Gas Safe verified since <month>" the moment staff approve it', async () => {
  const { trader, url } = await liveTrader();
  const request = await pendingGasRequest(testApp.database.db, trader.id);
  expect(await openPage(`/t/${url}`)).not.toContain('Gas Safe verified');

  expect((await approve(request.id)).statusCode).toBe(200);

  const badge = `Gas Safe verified since ${thisMonth()}`;
  expect(await openPage(`/t/${url}`)).toContain(badge);
  expect(await directoryEntryOf(url)).toContain(badge);
});

test('an electrician certificate shows "Electrician verified since <month>" only after approval', async () => {
  const { trader, url } = await liveTrader();
  const request = await pendingCertificate(testApp, trader.id, pdfBytes());
  expect(await openPage(`/t/${url}`)).not.toContain('Electrician verified');

  expect((await approve(request.id)).statusCode).toBe(200);

  expect(await openPage(`/t/${url}`)).toContain(`Electrician verified since ${thisMonth()}`);
});

test('a rejected gas number never shows a badge', async () => {
  const { trader, url } = await liveTrader();
  const request = await pendingGasRequest(testApp.database.db, trader.id);

  expect((await reject(request.id, 'That number is not on the register.')).statusCode).toBe(200);

  expect(await openPage(`/t/${url}`)).not.toContain('Gas Safe verified');
  expect(await directoryEntryOf(url)).not.toContain('Gas Safe verified');
});

test('the month is the approval month in London', async () => {
  const { trader, url } = await liveTrader();
  await testApp.database.db.update(user).set({ gasStatus: 'verified' }).where(eq(user.id, trader.id));
  // 23:30 on 31 March in UTC is already April in London (British Summer Time)
  await giveApproval(testApp.database.db, trader.id, 'gas', new Date('2026-03-31T23:30:00Z'));

  expect(await openPage(`/t/${url}`)).toContain('Gas Safe verified since April 2026');
});

test('a verified status set by hand, with no approval behind it, shows no badge', async () => {
  const { trader, url } = await liveTrader();
  await testApp.database.db.update(user).set({ gasStatus: 'verified', electricStatus: 'verified' }).where(eq(user.id, trader.id));

  const page = await openPage(`/t/${url}`);

  expect(page).not.toContain('Gas Safe verified');
  expect(page).not.toContain('Electrician verified');
});

test('a revoke removes the badge from the profile and the directory at once, and lets the trader send again', async () => {
  const { trader, url } = await liveTrader();
  const request = await pendingGasRequest(testApp.database.db, trader.id);
  await approve(request.id);
  expect(await openPage(`/t/${url}`)).toContain('Gas Safe verified since');

  const revoked = await revoke(request.id, 'The register shows this number as cancelled.');

  expect(revoked.statusCode).toBe(200);
  expect(revoked.json()).toMatchObject({
    success: true,
    decision: { decision: 'rejected', request_id: request.id, reason: 'The register shows this number as cancelled.' },
  });
  expect(await openPage(`/t/${url}`)).not.toContain('Gas Safe verified');
  expect(await directoryEntryOf(url)).not.toContain('Gas Safe verified');
  const [row] = await testApp.database.db.select().from(verificationRequest).where(eq(verificationRequest.id, request.id));
  expect(row?.status).toBe('rejected');
  const decisions = await testApp.database.db.select().from(reviewDecision).where(eq(reviewDecision.requestId, request.id));
  expect(decisions.map((decision) => decision.decision)).toEqual(['approved', 'rejected']);
  const view = (await (await signedInVisitor(testApp, trader.id)).get('/v1/account/info')).json<{ user: UserView }>().user;
  expect(view.verified).toMatchObject({ gas: false, gas_checking: false });
});

test('only an approval that still stands can be revoked: a pending or revoked request is a 409 that changes nothing', async () => {
  const { trader } = await liveTrader();
  const request = await pendingGasRequest(testApp.database.db, trader.id);

  const pending = await revoke(request.id, 'Too early.');
  expect(pending.statusCode).toBe(409);
  expect(pending.json()).toEqual({ error: 'not_standing', message: NOT_STANDING });

  await approve(request.id);
  expect((await revoke(request.id, 'Cancelled on the register.')).statusCode).toBe(200);
  const again = await revoke(request.id, 'Twice.');
  expect(again.statusCode).toBe(409);
  const decisions = await testApp.database.db.select().from(reviewDecision).where(eq(reviewDecision.requestId, request.id));
  expect(decisions).toHaveLength(2);
});

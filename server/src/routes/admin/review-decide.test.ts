import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntry, QueueItem } from '#common/contract/calls/admin';
import { staffMessages } from '#common/contract/calls/admin';
import type { UserView } from '#common/contract/user';
import { outboxMessage, reviewDecision, verificationRequest } from '#server/db/schema/index';
import { createAccountClosingRepo } from '#server/repos/account-closing-repo';
import { ALREADY_DECIDED, SUPERSEDED } from '#server/services/verification-review';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { pdfBytes } from '#server-test/test-images';
import { pendingCertificate, pendingGasRequest, signedInStaff, type TestStaff } from '#server-test/test-staff';
import { createTraderWithTrades } from '#server-test/test-traders';
import { signedInVisitor, type UserRow } from '#server-test/test-users';

const testApp = useTestApp();
let staff: { staff: TestStaff; visitor: Visitor };

beforeAll(async () => {
  staff = await signedInStaff(testApp);
});

const approve = (id: number) => staff.visitor.post(`/v1/admin/requests/${id}/approve`, {});
const reject = (id: number, body: unknown) => staff.visitor.post(`/v1/admin/requests/${id}/reject`, body);

async function traderView(trader: UserRow): Promise<UserView> {
  const visitor = await signedInVisitor(testApp, trader.id);
  return (await visitor.get('/v1/account/info')).json<{ user: UserView }>().user;
}

async function emailsTo(email: string) {
  return testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, email)).orderBy(desc(outboxMessage.id));
}

async function auditRowsOf(requestId: number) {
  return testApp.database.db.select().from(reviewDecision).where(eq(reviewDecision.requestId, requestId));
}

async function requestRow(id: number) {
  const [row] = await testApp.database.db.select().from(verificationRequest).where(eq(verificationRequest.id, id));
  return row;
}

async function queueIds(): Promise<number[]> {
  return (await staff.visitor.get('/v1/admin/queue')).json<{ requests: QueueItem[] }>().requests.map((item) => item.id);
}

test('approving a gas number verifies the trader, e-mails them and writes the audit log', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer'], { firstName: 'Gail' });
  const request = await pendingGasRequest(testApp.database.db, trader.id, '7654321');
  expect((await traderView(trader)).verified).toMatchObject({ gas: false, gas_checking: true });

  const response = await approve(request.id);

  expect(response.statusCode).toBe(200);
  const { decision } = response.json<{ success: true; decision: AuditEntry }>();
  expect(decision).toMatchObject({
    staff_email: staff.staff.email,
    decision: 'approved',
    kind: 'gas',
    request_id: request.id,
    gas_number: '7654321',
    reason: null,
    trader: { id: trader.id, name: 'Gail Smith', email: trader.email },
  });
  expect((await traderView(trader)).verified).toMatchObject({ gas: true, gas_checking: false, gas_number: '7654321' });
  expect(await requestRow(request.id)).toMatchObject({ status: 'approved', decidedBy: staff.staff.id, reason: null });
  expect(await auditRowsOf(request.id)).toEqual([
    expect.objectContaining({ staffId: staff.staff.id, userId: trader.id, kind: 'gas', decision: 'approved', reason: null }),
  ]);
  const [email] = await emailsTo(trader.email);
  expect(email?.subject).toBe('Your Gas Safe number was verified');
  expect(email?.textBody).toContain('Good news: your Gas Safe number 7654321 was verified.');
  expect(await queueIds()).not.toContain(request.id);
});

test('rejecting a certificate clears the provided state and sends the reason with a link to the step', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const request = await pendingCertificate(testApp, trader.id, pdfBytes());
  expect((await traderView(trader)).verified).toMatchObject({ electric: false, electric_document: true });

  const response = await reject(request.id, { reason: '  The certificate has expired.  ' });

  expect(response.statusCode).toBe(200);
  expect(response.json<{ decision: AuditEntry }>().decision).toMatchObject({
    decision: 'rejected',
    kind: 'electric',
    reason: 'The certificate has expired.',
  });
  expect((await traderView(trader)).verified).toMatchObject({ electric: false, electric_document: false });
  expect(await requestRow(request.id)).toMatchObject({ status: 'rejected', reason: 'The certificate has expired.' });
  expect(await auditRowsOf(request.id)).toEqual([
    expect.objectContaining({ decision: 'rejected', reason: 'The certificate has expired.' }),
  ]);
  const [email] = await emailsTo(trader.email);
  expect(email?.subject).toBe('Your electrician certificate could not be verified');
  expect(email?.textBody).toContain('could not be verified: The certificate has expired.');
  expect(email?.textBody).toContain('http://localhost:3000/tradespeople-setup/verify/electric');
});

test('rejecting a gas number lets the trader resubmit and keeps the number they sent', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  const request = await pendingGasRequest(testApp.database.db, trader.id, '1234567');

  expect((await reject(request.id, { reason: 'Not on the Gas Safe Register.' })).statusCode).toBe(200);

  expect((await traderView(trader)).verified).toMatchObject({ gas: false, gas_checking: false, gas_number: '1234567' });
  const [email] = await emailsTo(trader.email);
  expect(email?.textBody).toContain('Your Gas Safe number 1234567 could not be verified: Not on the Gas Safe Register.');
  expect(email?.textBody).toContain('http://localhost:3000/tradespeople-setup/verify/gas');
});

test('HTML in a reason reaches the trader as text', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  const request = await pendingGasRequest(testApp.database.db, trader.id);
  const reason = '<script>alert("x")</script> Please check it.';

  await reject(request.id, { reason });

  const [email] = await emailsTo(trader.email);
  expect(email?.htmlBody).not.toContain('<script>');
  expect(email?.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Please check it.');
});

test.each([
  ['no reason', {}, staffMessages.reasonMissing],
  ['a blank reason', { reason: '   ' }, staffMessages.reasonMissing],
  ['a reason over 500 characters', { reason: 'x'.repeat(501) }, staffMessages.reasonTooLong],
])('a rejection with %s is refused under reason and changes nothing', async (_, body, message) => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  const request = await pendingGasRequest(testApp.database.db, trader.id);

  const response = await reject(request.id, body);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { reason: [message] } });
  expect(await requestRow(request.id)).toMatchObject({ status: 'pending', decidedBy: null });
  expect(await auditRowsOf(request.id)).toEqual([]);
  expect(await emailsTo(trader.email)).toEqual([]);
  expect((await traderView(trader)).verified.gas_checking).toBe(true);
});

test('deciding twice is a 409 and writes no second audit row or e-mail', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  const request = await pendingGasRequest(testApp.database.db, trader.id);
  expect((await approve(request.id)).statusCode).toBe(200);

  for (const second of [await approve(request.id), await reject(request.id, { reason: 'Changed my mind.' })]) {
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'already_decided', message: ALREADY_DECIDED });
  }
  expect(await auditRowsOf(request.id)).toHaveLength(1);
  expect(await emailsTo(trader.email)).toHaveLength(1);
  expect((await traderView(trader)).verified.gas).toBe(true);
});

test('an approval and a rejection at the same moment: one wins, one gets a 409', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['electrician']);
  const request = await pendingCertificate(testApp, trader.id, pdfBytes());
  const other = await signedInStaff(testApp);

  const statuses = await Promise.all([
    approve(request.id),
    other.visitor.post(`/v1/admin/requests/${request.id}/reject`, { reason: 'Blurry.' }),
  ]);

  expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  expect(await auditRowsOf(request.id)).toHaveLength(1);
  expect(await emailsTo(trader.email)).toHaveLength(1);
});

test('a request the trader has replaced is a 409 that says so', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  const old = await pendingGasRequest(testApp.database.db, trader.id, '1111111');
  await testApp.database.db
    .update(verificationRequest)
    .set({ status: 'superseded' })
    .where(and(eq(verificationRequest.id, old.id), eq(verificationRequest.status, 'pending')));
  await pendingGasRequest(testApp.database.db, trader.id, '2222222');

  const response = await approve(old.id);

  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ error: 'superseded', message: SUPERSEDED });
  expect(await auditRowsOf(old.id)).toEqual([]);
});

test('an unknown request is a 404', async () => {
  const response = await approve(987_654);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that request.' });
});

test('the audit log shows every decision newest first: who, when, what and why', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer', 'electrician']);
  const gas = await pendingGasRequest(testApp.database.db, trader.id, '5555555');
  const certificate = await pendingCertificate(testApp, trader.id, pdfBytes());
  await approve(gas.id);
  await reject(certificate.id, { reason: 'Wrong document.' });

  const response = await staff.visitor.get('/v1/admin/audit');

  expect(response.statusCode).toBe(200);
  const log = response.json<{ decisions: AuditEntry[]; page: number; next_page: number | null }>();
  expect(log.page).toBe(1);
  expect(log.next_page).toBeNull();
  expect(log.decisions.slice(0, 2)).toEqual([
    expect.objectContaining({
      request_id: certificate.id,
      decision: 'rejected',
      kind: 'electric',
      reason: 'Wrong document.',
      staff_email: staff.staff.email,
    }),
    expect.objectContaining({ request_id: gas.id, decision: 'approved', kind: 'gas', gas_number: '5555555', reason: null }),
  ]);
  expect(Date.parse(log.decisions[0]?.decided_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
});

test('a decision about an account closed since names it as a closed account in the audit log, not a blank', async () => {
  const trader = await createTraderWithTrades(testApp.database.db, ['heating-engineer']);
  const gas = await pendingGasRequest(testApp.database.db, trader.id, '6666666');
  await approve(gas.id);
  await createAccountClosingRepo(testApp.database.db).anonymiseUser(trader.id, testApp.database.db);

  const log = (await staff.visitor.get('/v1/admin/audit')).json<{ decisions: AuditEntry[] }>();

  const entry = log.decisions.find((decision) => decision.request_id === gas.id);
  expect(entry?.trader).toEqual({ id: trader.id, name: `Closed account ${trader.id}`, email: `closed-${trader.id}@closed.invalid` });
});

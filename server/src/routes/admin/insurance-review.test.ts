import { and, desc, eq } from 'drizzle-orm';
import { longDateText } from '#common/calendar-date';
import type { AuditEntry, QueueItem } from '#common/contract/calls/admin';
import { outboxMessage, verificationRequest } from '#server/db/schema/index';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { storedInsurance } from '#server-test/test-insurance';
import { createTrader } from '#server-test/test-profiles';
import { signedInStaff } from '#server-test/test-staff';
import { signedInVisitor } from '#server-test/test-users';

// Staff review insurance beside gas and electric (decision 135); the profile shows it while it is current.

const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });
let staff: Visitor;

beforeAll(async () => {
  staff = (await signedInStaff(testApp)).visitor;
});

const emailsTo = (to: string) =>
  testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, to)).orderBy(desc(outboxMessage.id));
const statusOf = async (id: number) =>
  (await testApp.database.db.select().from(verificationRequest).where(eq(verificationRequest.id, id)))[0]?.status;
const profile = async (url: string) => (await testApp.app.inject({ method: 'GET', url: `/t/${url}` })).body;
const readAs = async (userId: number) => (await (await signedInVisitor(testApp, userId)).get('/v1/account/verify/insurance')).json();

function jsonLdOf(page: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page);
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

test('the queue shows an insurance request with its details and its certificate', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'queue-insured-ltd' });
  const request = await storedInsurance(testApp, trader.id, { cover: 5_000_000, insurer: 'Aviva' });

  const { requests } = (await staff.get('/v1/admin/queue')).json<{ requests: QueueItem[] }>();

  const item = requests.find((candidate) => candidate.id === request.id);
  expect(item).toMatchObject({
    kind: 'insurance',
    gas_number: null,
    insurance: { insurer: 'Aviva', policy_number: 'PL-2026/123456', cover: 5000000, expires_on: request.expiresOn },
    document: { url: `/v1/admin/requests/${request.id}/document`, content_type: 'application/pdf' },
  });
  const document = await staff.get(`/v1/admin/requests/${request.id}/document`);
  expect(document.statusCode).toBe(200);
  expect(document.headers['content-type']).toBe('application/pdf');
});

test('approved: the trader is e-mailed, the profile and its JSON-LD show it; a second approval is a 409', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'approved-insured-ltd' });
  const request = await storedInsurance(testApp, trader.id, { daysLeft: 200 });
  const until = longDateText(request.expiresOn ?? '');
  expect(await profile('approved-insured-ltd')).not.toContain('Public liability insurance');

  const response = await staff.post(`/v1/admin/requests/${request.id}/approve`, {});

  expect(response.statusCode).toBe(200);
  expect(response.json<{ decision: AuditEntry }>().decision).toMatchObject({ kind: 'insurance', decision: 'approved' });
  const [email] = await emailsTo(trader.email);
  expect(email?.subject).toBe('Your public liability insurance was checked');
  expect(email?.textBody).toContain(`your £2m public liability insurance, valid until ${until}`);
  expect(email?.textBody).toContain('https://tradespace.test/my-account#insurance');
  const page = await profile('approved-insured-ltd');
  expect(page).toContain(`Public liability insurance: £2m, valid until ${until} (checked)`);
  expect(jsonLdOf(page).hasCredential).toEqual([
    {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'Public liability insurance',
      name: 'Public liability insurance, £2m cover',
      expires: request.expiresOn,
      recognizedBy: { '@type': 'Organization', name: 'Tradespace' },
    },
  ]);
  expect(await readAs(trader.id)).toMatchObject({ insurance: { status: 'approved', reason: null } });
  expect((await staff.post(`/v1/admin/requests/${request.id}/approve`, {})).statusCode).toBe(409);
});

test('rejected with a reason: the trader reads the reason and is e-mailed it; nothing shows', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'rejected-insured-ltd' });
  const request = await storedInsurance(testApp, trader.id);

  const response = await staff.post(`/v1/admin/requests/${request.id}/reject`, { reason: 'The policy number is not on the certificate.' });

  expect(response.statusCode).toBe(200);
  expect(await readAs(trader.id)).toMatchObject({
    insurance: { status: 'rejected', reason: 'The policy number is not on the certificate.' },
  });
  const [email] = await emailsTo(trader.email);
  expect(email?.subject).toBe('Your public liability insurance could not be checked');
  expect(email?.textBody).toContain('could not be checked: The policy number is not on the certificate.');
  expect(await profile('rejected-insured-ltd')).not.toContain('Public liability insurance');
});

test('a renewal replaces the old certificate once approved; until then the old one shows', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'renewing-insured-ltd' });
  const old = await storedInsurance(testApp, trader.id, { status: 'approved', daysLeft: 10, cover: 1_000_000 });
  const renewal = await storedInsurance(testApp, trader.id, { daysLeft: 375, cover: 5_000_000 });
  expect(await profile('renewing-insured-ltd')).toContain('Public liability insurance: £1m');

  await staff.post(`/v1/admin/requests/${renewal.id}/approve`, {});

  expect(await statusOf(old.id)).toBe('replaced');
  const page = await profile('renewing-insured-ltd');
  expect(page).toContain('Public liability insurance: £5m');
  expect(page).not.toContain('£1m');
});

test('a lapsed approval shows nowhere, even before the sweep marks it expired', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'lapsed-insured-ltd' });
  await storedInsurance(testApp, trader.id, { status: 'approved', daysLeft: -1 });

  const page = await profile('lapsed-insured-ltd');

  expect(page).not.toContain('Public liability insurance');
  expect(jsonLdOf(page).hasCredential).toBeUndefined();
});

test('the last day of the policy still shows it', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'last-day-insured-ltd' });
  await storedInsurance(testApp, trader.id, { status: 'approved', daysLeft: 0 });
  expect(await profile('last-day-insured-ltd')).toContain('Public liability insurance: £2m');
});

test('revoking an approved certificate takes it off the profile', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'revoked-insured-ltd' });
  const request = await storedInsurance(testApp, trader.id, { status: 'approved' });

  const response = await staff.post(`/v1/admin/requests/${request.id}/revoke`, { reason: 'The insurer says the policy was cancelled.' });

  expect(response.statusCode).toBe(200);
  expect(await statusOf(request.id)).toBe('rejected');
  expect(await profile('revoked-insured-ltd')).not.toContain('Public liability insurance');
  const rows = await testApp.database.db
    .select()
    .from(verificationRequest)
    .where(and(eq(verificationRequest.userId, trader.id), eq(verificationRequest.kind, 'insurance')));
  expect(rows).toHaveLength(1);
});

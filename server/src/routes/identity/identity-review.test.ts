import { desc, eq } from 'drizzle-orm';
import { identityErrorReasons } from '#common/contract/calls/identity';
import type { QueueItem } from '#common/contract/calls/admin';
import { outboxMessage } from '#server/db/schema/index';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { IDENTITY_STATE, pressStandIn, startedCheck } from '#server-test/test-identity';
import { signedInStaff, type TestStaff } from '#server-test/test-staff';
import { signedInTrader } from '#server-test/test-trader-sessions';

const testApp = useTestApp();
let staff: { staff: TestStaff; visitor: Visitor };

beforeAll(async () => {
  staff = await signedInStaff(testApp);
});

const stateOf = async (visitor: Visitor) => (await visitor.get(IDENTITY_STATE)).json();

/** A trader of this account name whose document (the stand-in's "Verified") carries `document`. */
async function checkedAs(account: { first: string; last: string }, document: { first: string; last: string }) {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber'], { firstName: account.first, lastName: account.last });
  await pressStandIn(testApp.app, (await startedCheck(visitor)).url, 'verified', document);
  return { trader, visitor };
}

async function queuedFor(traderId: number): Promise<QueueItem | undefined> {
  const { requests } = (await staff.visitor.get('/v1/admin/queue')).json<{ requests: QueueItem[] }>();
  return requests.find((item) => item.trader.id === traderId);
}

test.each([
  ['case', { first: 'Sam', last: 'Fletcher' }, { first: 'SAM', last: 'FLETCHER' }],
  ['accents', { first: 'Zoe', last: 'Bronte' }, { first: 'Zoë', last: 'Brontë' }],
  ['accents on the account', { first: 'José', last: 'Núñez' }, { first: 'JOSE', last: 'NUNEZ' }],
  ['a middle name on the document', { first: 'Samuel', last: 'Fletcher' }, { first: 'Samuel James', last: 'Fletcher' }],
  ['a middle name on the account', { first: 'Anna Maria', last: "O'Neill" }, { first: 'ANNA', last: 'O’NEILL' }],
])('a document name differing only by %s passes at once, with nothing for staff', async (_what, account, document) => {
  const { trader, visitor } = await checkedAs(account, document);
  expect((await stateOf(visitor)).status).toBe('verified');
  expect(await queuedFor(trader.id)).toBeUndefined();
});

test('another name waits for staff as processing, and the queue shows both names', async () => {
  const { trader, visitor } = await checkedAs({ first: 'Sam', last: 'Fletcher' }, { first: 'Samantha', last: 'Fletcher' });

  expect(await stateOf(visitor)).toEqual({ status: 'processing', last_error: null, verified_at: null });
  expect(await queuedFor(trader.id)).toMatchObject({
    kind: 'identity',
    trader: { first_name: 'Sam', last_name: 'Fletcher' },
    document_name: { first_name: 'Samantha', last_name: 'Fletcher' },
    gas_number: null,
    document: null,
  });
});

test('approved by staff, the check passes and the trader is e-mailed', async () => {
  const { trader, visitor } = await checkedAs({ first: 'Sam', last: 'Fletcher' }, { first: 'Samantha', last: 'Fletcher' });
  const item = await queuedFor(trader.id);

  const reply = await staff.visitor.post(`/v1/admin/requests/${item?.id}/approve`, {});

  expect(reply.statusCode).toBe(200);
  expect(reply.json().decision).toMatchObject({ kind: 'identity', decision: 'approved' });
  expect(await stateOf(visitor)).toMatchObject({ status: 'verified', last_error: null });
  const [mail] = await testApp.database.db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, trader.email))
    .orderBy(desc(outboxMessage.id));
  expect(mail?.subject).toBe('Your ID check passed');
});

test('rejected by staff, the trader reads why and may take the check again', async () => {
  const { trader, visitor } = await checkedAs({ first: 'Sam', last: 'Fletcher' }, { first: 'Kim', last: 'Jones' });
  const item = await queuedFor(trader.id);

  await staff.visitor.post(`/v1/admin/requests/${item?.id}/reject`, { reason: 'The document belongs to someone else.' });

  expect(await stateOf(visitor)).toEqual({
    status: 'requires_input',
    last_error: { code: 'name_mismatch', reason: `${identityErrorReasons.name_mismatch} The document belongs to someone else.` },
    verified_at: null,
  });
  expect((await startedCheck(visitor)).url).toContain('/local-stripe/identity/');
});

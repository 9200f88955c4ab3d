import { eq } from 'drizzle-orm';
import type { DataExport } from '#common/contract/calls/account-data';
import { identityCheck, localIdentitySession, verificationRequest } from '#server/db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { richTrader, TRADER_PASSWORD } from '#server-test/test-account-data';
import { pressStandIn, startedCheck } from '#server-test/test-identity';

// "Download my data" and closing the account cover the ID check (decisions 088, 137).
const testApp = useTestApp();

test('the export holds the ID check: its state, the name read from the document and the date, no pictures', async () => {
  const { visitor } = await richTrader(testApp);
  await pressStandIn(testApp.app, (await startedCheck(visitor)).url, 'verified', { first: 'Sam James', last: 'SMITH' });

  const data = (await visitor.get('/v1/account/export')).json<DataExport>();

  expect(data.identity_check).toEqual({
    status: 'verified',
    last_error_code: null,
    last_error_reason: null,
    first_name_on_document: 'Sam James',
    last_name_on_document: 'SMITH',
    verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    started_at: expect.any(String),
  });
});

test('a trader who never took it exports null', async () => {
  const { visitor } = await richTrader(testApp);
  expect((await visitor.get('/v1/account/export')).json<DataExport>().identity_check).toBeNull();
});

test('closing the account deletes the ID check and the session the stand-in kept', async () => {
  const { trader, visitor } = await richTrader(testApp);
  const { sessionId, url } = await startedCheck(visitor);
  await pressStandIn(testApp.app, url, 'verified', { first: 'Kim', last: 'Other' });

  await visitor.post('/v1/account/close/check', { password: TRADER_PASSWORD });
  expect((await visitor.post('/v1/account/close', { confirm: true })).statusCode).toBe(200);

  const db = testApp.database.db;
  expect(await db.select().from(identityCheck).where(eq(identityCheck.userId, trader.id))).toEqual([]);
  expect(await db.select().from(localIdentitySession).where(eq(localIdentitySession.id, sessionId))).toEqual([]);
  // the name went to review: its place in the queue goes, as a closed account's other requests do
  const requests = await db.select().from(verificationRequest).where(eq(verificationRequest.userId, trader.id));
  expect(requests.filter((request) => request.kind === 'identity').map((request) => request.status)).toEqual(['superseded']);
});

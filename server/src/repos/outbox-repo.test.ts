import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { createOutboxRepo, type OutboxDraft, type OutboxRepo } from './outbox-repo';

let database: DatabaseHandle;
let repo: OutboxRepo;

beforeAll(async () => {
  database = await openTestDatabase();
  repo = createOutboxRepo(database.db);
});

afterAll(async () => {
  await database.close();
});

function sms(recipient: string): OutboxDraft {
  return { channel: 'sms', recipient, template: 'test', textBody: 'Your code is 1234.' };
}

test('an enqueue inside a transaction that rolls back leaves no row', async () => {
  const attempt = database.db.transaction(async (tx) => {
    await repo.enqueue(sms('+447700900001'), tx);
    throw new Error('rollback');
  });

  await expect(attempt).rejects.toThrow('rollback');
  expect(await repo.listRecent({ recipient: '+447700900001', limit: 10 })).toEqual([]);
});

test('a new message is pending, due now and has no attempts yet', async () => {
  const id = await repo.enqueue({ ...sms('+447700900002'), subject: undefined, htmlBody: undefined });

  expect(await repo.find(id)).toMatchObject({ status: 'pending', attempts: 0, subject: null, htmlBody: null });
});

test('claiming takes due messages once, counts the attempt and leases them', async () => {
  const id = await repo.enqueue(sms('+447700900003'));
  const now = new Date(Date.now() + 1000);
  const leaseUntil = new Date(now.getTime() + 60_000);

  const [first, second] = await Promise.all([
    repo.claimDue({ now, limit: 100, leaseUntil }),
    repo.claimDue({ now, limit: 100, leaseUntil }),
  ]);

  const claims = [...(first ?? []), ...(second ?? [])].filter((row) => row.id === id);
  expect(claims).toHaveLength(1);
  expect(claims[0]).toMatchObject({ attempts: 1, nextAttemptAt: leaseUntil });
  const again = await repo.claimDue({ now, limit: 100, leaseUntil });
  expect(again.filter((row) => row.id === id)).toEqual([]);
});

test('listing is newest first and matches the recipient without regard to case', async () => {
  const older = await repo.enqueue({ ...sms('Pat@Example.test'), channel: 'email', subject: 'One' });
  const newer = await repo.enqueue({ ...sms('pat@example.test'), channel: 'email', subject: 'Two' });
  await repo.enqueue({ ...sms('someone-else@example.test'), channel: 'email' });

  const rows = await repo.listRecent({ recipient: 'PAT@example.TEST', limit: 10 });

  expect(rows.map((row) => row.id)).toEqual([newer, older]);
  expect((await repo.listRecent({ limit: 1 }))[0]?.recipient).toBe('someone-else@example.test');
});

test('a failure either schedules the next attempt or gives up', async () => {
  const retried = await repo.enqueue(sms('+447700900004'));
  const abandoned = await repo.enqueue(sms('+447700900005'));
  const retryAt = new Date(Date.now() + 30_000);

  await repo.markFailed(retried, 'timeout', retryAt);
  await repo.markFailed(abandoned, 'rejected', null);

  expect(await repo.find(retried)).toMatchObject({ status: 'pending', lastError: 'timeout', nextAttemptAt: retryAt });
  expect(await repo.find(abandoned)).toMatchObject({ status: 'failed', lastError: 'rejected' });
});

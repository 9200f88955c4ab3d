import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { messageDelivery } from '../db/schema/index';
import { openTestDatabase } from '#server-test/test-database';
import { createMessageDeliveryRepo } from './message-delivery-repo';
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

test('claiming takes due messages once, counts the attempt and leases them to the claiming worker', async () => {
  const id = await repo.enqueue(sms('+447700900003'));
  const now = new Date(Date.now() + 1000);
  const leaseUntil = new Date(now.getTime() + 10_000);

  const [first, second] = await Promise.all([
    repo.claimDue({ now, limit: 100, leaseUntil, workerId: 'worker-a' }),
    repo.claimDue({ now, limit: 100, leaseUntil, workerId: 'worker-b' }),
  ]);

  const claims = [...(first ?? []), ...(second ?? [])].filter((row) => row.id === id);
  expect(claims).toHaveLength(1);
  expect(claims[0]).toMatchObject({ attempts: 1, nextAttemptAt: leaseUntil, claimedBy: expect.stringMatching(/^worker-[ab]$/) });
  const again = await repo.claimDue({ now, limit: 100, leaseUntil, workerId: 'worker-c' });
  expect(again.filter((row) => row.id === id)).toEqual([]);
});

test('a lease that runs out is taken over, and the first worker can then neither renew nor settle the message', async () => {
  const id = await repo.enqueue(sms('+447700900006'));
  const start = new Date(Date.now() + 60_000);
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  await repo.claimDue({ now: start, limit: 100, leaseUntil: at(10), workerId: 'worker-a' });

  const tooEarly = await repo.claimDue({ now: at(9), limit: 100, leaseUntil: at(19), workerId: 'worker-b' });
  const takenOver = await repo.claimDue({ now: at(11), limit: 100, leaseUntil: at(21), workerId: 'worker-b' });

  expect(tooEarly.map((row) => row.id)).not.toContain(id);
  expect(takenOver.find((row) => row.id === id)).toMatchObject({ claimedBy: 'worker-b', attempts: 2 });
  expect(await repo.renewLease({ ids: [id], workerId: 'worker-a', leaseUntil: at(30) })).toBe(0);
  expect(await repo.markSent({ id, workerId: 'worker-a', sentAt: at(12) })).toBe(false);
  expect(await repo.markFailed({ id, workerId: 'worker-a', error: 'late', retryAt: null })).toBe(false);
  expect(await repo.find(id)).toMatchObject({ status: 'pending', claimedBy: 'worker-b', nextAttemptAt: at(21), lastError: null });

  expect(await repo.markSent({ id, workerId: 'worker-b', sentAt: at(13) })).toBe(true);
  expect(await repo.find(id)).toMatchObject({ status: 'sent', claimedBy: null, sentAt: at(13) });
});

test('a renewed lease keeps the message from other workers past the first lease', async () => {
  const id = await repo.enqueue(sms('+447700900007'));
  const start = new Date(Date.now() + 120_000);
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  await repo.claimDue({ now: start, limit: 100, leaseUntil: at(10), workerId: 'worker-a' });

  expect(await repo.renewLease({ ids: [id], workerId: 'worker-a', leaseUntil: at(13) })).toBe(1);
  const meanwhile = await repo.claimDue({ now: at(11), limit: 100, leaseUntil: at(21), workerId: 'worker-b' });

  expect(meanwhile.map((row) => row.id)).not.toContain(id);
  expect(await repo.find(id)).toMatchObject({ claimedBy: 'worker-a', nextAttemptAt: at(13) });
});

test('a stopping worker hands back only its own unsettled messages, due at once', async () => {
  const own = await repo.enqueue(sms('+447700900008'));
  const settled = await repo.enqueue(sms('+447700900009'));
  const others = await repo.enqueue(sms('+447700900010'));
  const start = new Date(Date.now() + 180_000);
  const leaseUntil = new Date(start.getTime() + 10_000);
  const claimed = await repo.claimDue({ now: start, limit: 100, leaseUntil, workerId: 'stopping-worker' });
  expect(claimed.map((row) => row.id)).toEqual(expect.arrayContaining([own, settled, others]));
  await repo.markSent({ id: settled, workerId: 'stopping-worker', sentAt: start });
  await database.db.execute(sql`update outbox_message set claimed_by = 'other-worker' where id = ${others}`);
  const handBackAt = new Date(start.getTime() + 1000);

  const handedBack = await repo.releaseClaims({ workerId: 'stopping-worker', now: handBackAt });

  expect(handedBack).toBe(claimed.length - 2);
  expect(await repo.find(own)).toMatchObject({ status: 'pending', claimedBy: null, nextAttemptAt: handBackAt, attempts: 1 });
  expect(await repo.find(settled)).toMatchObject({ status: 'sent', claimedBy: null });
  expect(await repo.find(others)).toMatchObject({ claimedBy: 'other-worker', nextAttemptAt: leaseUntil });
  const nextClaim = await repo.claimDue({ now: handBackAt, limit: 100, leaseUntil, workerId: 'another-process' });
  expect(nextClaim.map((row) => row.id)).toContain(own);
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

  const now = new Date(Date.now() + 240_000);
  await repo.claimDue({ now, limit: 100, leaseUntil: new Date(now.getTime() + 10_000), workerId: 'worker-f' });

  await repo.markFailed({ id: retried, workerId: 'worker-f', error: 'timeout', retryAt });
  await repo.markFailed({ id: abandoned, workerId: 'worker-f', error: 'rejected', retryAt: null });

  expect(await repo.find(retried)).toMatchObject({ status: 'pending', lastError: 'timeout', nextAttemptAt: retryAt, claimedBy: null });
  expect(await repo.find(abandoned)).toMatchObject({ status: 'failed', lastError: 'rejected', claimedBy: null });
});

test('the listing shows a message delivered once however often it was sent', async () => {
  const id = await repo.enqueue(sms('+447700900011'));
  const message = await repo.find(id);
  const deliveries = createMessageDeliveryRepo(database.db);
  const delivery = { idempotencyKey: message?.idempotencyKey ?? '', outboxId: id, channel: 'sms' as const, recipient: '+447700900011' };

  const [first, second] = [await deliveries.record(delivery), await deliveries.record(delivery)];

  expect([first, second]).toEqual([1, 2]);
  const [listed] = await repo.listRecent({ recipient: '+447700900011', limit: 10 });
  expect(listed?.delivery).toEqual({ deliveredAt: expect.any(Date), attempts: 2 });
  const [rows] = await database.db.select({ n: count() }).from(messageDelivery).where(eq(messageDelivery.outboxId, id));
  expect(rows?.n).toBe(1);
  await repo.enqueue(sms('+447700900012'));
  const [undelivered] = await repo.listRecent({ recipient: '+447700900012', limit: 1 });
  expect(undelivered?.delivery).toBeNull();
});

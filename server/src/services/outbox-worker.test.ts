import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { parseEnv } from '../env';
import type { MessagingProviders } from '../providers/messaging/index';
import { createOutboxRepo, type OutboxDraft, type OutboxRepo } from '../repos/outbox-repo';
import { openTestDatabase } from '../../test/test-database';
import { MAX_ATTEMPTS } from './outbox-worker';

// The transports are the outside edge: a fake records every attempt and fails for chosen recipients.
const attempts: string[] = [];
const failing = new Set<string>();
async function transmit(to: string) {
  attempts.push(to);
  await sleep(5);
  if (failing.has(to)) throw new Error('connect smtp://mailer:hunter2@mail.example refused');
}
const fakeMessaging: MessagingProviders = {
  email: { name: 'fake', send: (message) => transmit(message.to) },
  sms: { name: 'fake', send: (message) => transmit(message.to) },
};
const attemptsFor = (to: string) => attempts.filter((recipient) => recipient === to).length;

let database: DatabaseHandle;
let app: FastifyInstance;
let repo: OutboxRepo;

async function startApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const instance = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', OUTBOX_POLL_MS: '60000', ...env }),
    database,
    messaging: fakeMessaging,
  });
  await instance.ready();
  return instance;
}

function email(to: string): OutboxDraft {
  return { channel: 'email', recipient: to, template: 'test', subject: 'Hello', textBody: 'Hello there' };
}

beforeAll(async () => {
  database = await openTestDatabase();
  repo = createOutboxRepo(database.db);
  app = await startApp();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

// an earlier test's enqueue nudges re-run the worker at +100 and +400 ms on the real clock: let them pass,
// so no background delivery races the deliveries a test drives with its own clock
beforeEach(() => new Promise((resolve) => setTimeout(resolve, 600)));

test('a message enqueued in a transaction that rolls back is never written or sent', async () => {
  const rollback = database.db.transaction(async (tx) => {
    await app.outbox.enqueue(email('rolled-back@example.test'), tx);
    throw new Error('the action failed');
  });

  await expect(rollback).rejects.toThrow('the action failed');
  await app.outbox.deliverDue();
  expect(await repo.listRecent({ recipient: 'rolled-back@example.test', limit: 10 })).toEqual([]);
  expect(attemptsFor('rolled-back@example.test')).toBe(0);
});

test('a committed message is delivered by deliverDue and marked sent', async () => {
  const id = await database.db.transaction((tx) => app.outbox.enqueue(email('committed@example.test'), tx));

  await app.outbox.deliverDue();

  const row = await repo.find(id);
  expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  expect(row?.sentAt).toBeInstanceOf(Date);
  expect(attemptsFor('committed@example.test')).toBe(1);
});

test('an enqueue nudges the worker, so the message goes out without waiting for the next poll', async () => {
  await database.db.transaction((tx) => app.outbox.enqueue(email('nudged@example.test'), tx));

  await vi.waitFor(() => expect(attemptsFor('nudged@example.test')).toBe(1), { timeout: 1000, interval: 20 });
});

test('failures are retried later and later, then the message is marked failed for good', async () => {
  const to = 'always-down@example.test';
  failing.add(to);
  const id = await repo.enqueue(email(to));
  const delays: number[] = [];

  let now = new Date();
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    await app.outbox.deliverDue(now);
    const row = await repo.find(id);
    expect(row?.attempts).toBe(attempt);
    if (!row || attempt === MAX_ATTEMPTS) break;
    expect(row.status).toBe('pending');
    delays.push(row.nextAttemptAt.getTime() - now.getTime());
    now = row.nextAttemptAt;
  }
  await app.outbox.deliverDue(new Date(now.getTime() + 86_400_000));

  const row = await repo.find(id);
  expect(row?.status).toBe('failed');
  expect(row?.lastError).toContain('refused');
  expect(row?.lastError).not.toContain('hunter2');
  expect(attemptsFor(to)).toBe(MAX_ATTEMPTS);
  expect(delays.every((delay, index) => index === 0 || delay > (delays[index - 1] ?? 0))).toBe(true);
});

test('a message that failed before is marked sent once the transport works again', async () => {
  const to = 'flaky@example.test';
  failing.add(to);
  const id = await repo.enqueue(email(to));
  await app.outbox.deliverDue();
  const afterFailure = await repo.find(id);

  failing.delete(to);
  await app.outbox.deliverDue(afterFailure?.nextAttemptAt);

  expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
  expect(await repo.find(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
});

test('two apps on one database delivering at once never send a message twice', async () => {
  const other = await startApp();
  const recipients = Array.from({ length: 25 }, (_, index) => `+4477009${String(index).padStart(5, '0')}`);
  for (const to of recipients) await repo.enqueue({ channel: 'sms', recipient: to, template: 'test', textBody: 'hi' });

  const sent = await Promise.all([app.outbox.deliverDue(), other.outbox.deliverDue(), app.outbox.deliverDue()]);
  await other.close();

  expect(recipients.map(attemptsFor)).toEqual(recipients.map(() => 1));
  expect(sent.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(recipients.length);
});

test('a closed app stops polling and leaves no timer behind', async () => {
  const quick = await startApp({ OUTBOX_POLL_MS: '20' });
  await quick.close();

  await repo.enqueue(email('after-close@example.test'));
  await sleep(150);

  expect(attemptsFor('after-close@example.test')).toBe(0);
  await app.outbox.deliverDue();
  expect(attemptsFor('after-close@example.test')).toBe(1);
});

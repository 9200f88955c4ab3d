import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { parseEnv } from '../env';
import type { MessagingProviders, SmsTransport } from '../providers/messaging/index';
import { createOfflineEmailTransport, createOfflineSmsTransport } from '../providers/messaging/offline';
import { createMessageDeliveryRepo } from '../repos/message-delivery-repo';
import { createOutboxRepo, type OutboxDraft, type OutboxRepo } from '../repos/outbox-repo';
import { openTestDatabase } from '#server-test/test-database';
import { createOutboxWorker, LEASE_MS, MAX_ATTEMPTS, type OutboxWorkerOptions } from './outbox-worker';

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

/**
 * Runs a test whose enqueue nudges the worker on an app of its own, closed at the end: closing waits for the run in
 * flight and clears the nudge's follow-ups (+100 and +400 ms on the real clock), so no background delivery is left
 * to race the deliveries a later test drives with its own clock, and no test waits a fixed time for one to pass.
 */
async function withNudgingApp(run: (nudging: FastifyInstance) => Promise<void>): Promise<void> {
  const nudging = await startApp();
  try {
    await run(nudging);
  } finally {
    await nudging.close();
  }
}

test('a message enqueued in a transaction that rolls back is never written or sent', () =>
  withNudgingApp(async (nudging) => {
    const rollback = database.db.transaction(async (tx) => {
      await nudging.outbox.enqueue(email('rolled-back@example.test'), tx);
      throw new Error('the action failed');
    });

    await expect(rollback).rejects.toThrow('the action failed');
    await nudging.outbox.deliverDue();
    expect(await repo.listRecent({ recipient: 'rolled-back@example.test', limit: 10 })).toEqual([]);
    expect(attemptsFor('rolled-back@example.test')).toBe(0);
  }));

test('a committed message is delivered by deliverDue and marked sent', () =>
  withNudgingApp(async (nudging) => {
    // under the e-mail caps the id comes back (null only when a cap drops the e-mail, decision 103)
    const id = (await database.db.transaction((tx) => nudging.outbox.enqueue(email('committed@example.test'), tx))) ?? 0;

    await nudging.outbox.deliverDue();

    const row = await repo.find(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(attemptsFor('committed@example.test')).toBe(1);
  }));

test('an enqueue nudges the worker, so the message goes out without waiting for the next poll', () =>
  withNudgingApp(async (nudging) => {
    await database.db.transaction((tx) => nudging.outbox.enqueue(email('nudged@example.test'), tx));

    await vi.waitFor(() => expect(attemptsFor('nudged@example.test')).toBe(1), { timeout: 1000, interval: 20 });
  }));

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

describe('one delivery per message across processes (decision 072)', () => {
  function worker(workerId: string, providers: MessagingProviders, options: Partial<OutboxWorkerOptions> = {}) {
    return createOutboxWorker({ repo, providers, log: app.log, pollMs: 1000, workerId, ...options });
  }
  function sms(to: string): OutboxDraft {
    return { channel: 'sms', recipient: to, template: 'test', textBody: 'Your code is 4321.' };
  }
  /** An SMS transport that hangs for `to` until released (a process stuck or killed mid-send); others go through `next`. */
  function hangingFor(to: string, next: SmsTransport) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const transport: SmsTransport = {
      name: 'hanging',
      async send(message, key) {
        await next.send(message, key);
        if (message.to !== to) return;
        calls.push(key.idempotencyKey);
        await released;
      },
    };
    return { transport, calls, release };
  }

  test('a worker that dies mid-send is taken over within 15 s, the message is delivered once, and its late result changes nothing', async () => {
    const deliveries = createMessageDeliveryRepo(database.db);
    const offline: MessagingProviders = { email: createOfflineEmailTransport(deliveries), sms: createOfflineSmsTransport(deliveries) };
    const to = '+447700900555';
    // the dying process handed the text to the provider, then never renewed its lease nor marked the message sent
    const dead = hangingFor(to, offline.sms);
    const dying = worker('dying', { ...offline, sms: dead.transport }, { renewEveryMs: 3_600_000 });
    const survivor = worker('survivor', offline);
    const id = await repo.enqueue(sms(to));
    const crashedAt = new Date(Date.now() + 1000);
    const at = (ms: number) => new Date(crashedAt.getTime() + ms);

    const dyingRun = dying.deliverDue(crashedAt);
    await vi.waitFor(() => expect(dead.calls).toHaveLength(1), { timeout: 2000, interval: 10 });
    await survivor.deliverDue(at(LEASE_MS - 1000));
    const duringLease = await repo.find(id);
    await survivor.deliverDue(at(LEASE_MS + 1000));
    dead.release();
    await dyingRun;

    expect(duringLease).toMatchObject({ status: 'pending', claimedBy: 'dying', attempts: 1 });
    expect(LEASE_MS + 1000).toBeLessThanOrEqual(15_000);
    // the survivor's mark stands: the dying worker's late markSent found the lease gone
    expect(await repo.find(id)).toMatchObject({ status: 'sent', claimedBy: null, attempts: 2, sentAt: at(LEASE_MS + 1000) });
    const key = duringLease?.idempotencyKey ?? '';
    expect(await deliveries.find(key)).toMatchObject({ outboxId: id, recipient: to, attempts: 2 });
    const listed = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
    expect(listed.json().messages).toEqual([
      expect.objectContaining({ id, status: 'sent', delivered_at: expect.any(String), duplicates_held_back: 1 }),
    ]);
  });

  test('a send that outlasts the lease keeps it by renewing, so a second worker does not send it too', async () => {
    // real time with a 1 s lease renewed every 100 ms; the send lasts until the poller has had three (the control:
    // ten) full tries after the first lease ran out, however slow a loaded machine makes each try; the control run shows the same
    // send without renewal is taken over
    async function sendsWhileOneSendOutlastsTheLease(renewEveryMs: number, to: string, triesWanted: number): Promise<number> {
      const leaseMs = 1000;
      let sendStartedAt = Number.POSITIVE_INFINITY;
      let triesAfterLease = 0;
      const slow: SmsTransport = {
        name: 'slow',
        async send(message) {
          await transmit(message.to);
          if (message.to !== to) return;
          sendStartedAt = Date.now();
          while (triesAfterLease < triesWanted) await sleep(20);
        },
      };
      const sender = worker(`slow-${renewEveryMs}`, { ...fakeMessaging, sms: slow }, { leaseMs, renewEveryMs });
      const poller = worker(`poller-${renewEveryMs}`, fakeMessaging, { leaseMs });
      await repo.enqueue(sms(to));
      let finished = false;
      const run = sender.deliverDue().finally(() => (finished = true));
      // the sender claims the message first: a poller started at once could win the claim and the test prove nothing
      while (sendStartedAt === Number.POSITIVE_INFINITY && !finished) await sleep(5);
      while (!finished) {
        const triedAt = Date.now();
        await poller.deliverDue();
        // the lease was taken before the send began, so it ended by sendStartedAt + leaseMs
        if (triedAt > sendStartedAt + leaseMs) triesAfterLease += 1;
        await sleep(50);
      }
      await run;
      return attemptsFor(to);
    }

    const renewed = await sendsWhileOneSendOutlastsTheLease(100, '+447700900556', 3);
    // the control gives the poller more tries after the lease's end
    const notRenewed = await sendsWhileOneSendOutlastsTheLease(60_000, '+447700900557', 10);

    expect(renewed).toBe(1);
    expect(notRenewed).toBeGreaterThan(1);
  });

  test('a stopping worker hands back the messages it has not finished, and another process sends them at once', async () => {
    const to = '+447700900558';
    const stuck = hangingFor(to, fakeMessaging.sms);
    const stopping = worker('stopping', { ...fakeMessaging, sms: stuck.transport }, { stopWaitMs: 100 });
    const id = await repo.enqueue(sms(to));
    const run = stopping.deliverDue();
    await vi.waitFor(() => expect(stuck.calls).toHaveLength(1), { timeout: 2000, interval: 10 });

    const stopped = await stopping.stop();
    const handedBack = await repo.find(id);
    await worker('next-process', fakeMessaging).deliverDue();
    stuck.release();
    await run;

    expect(stopped).toEqual({ handedBack: 1 });
    expect(handedBack).toMatchObject({ status: 'pending', claimedBy: null });
    expect(handedBack?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await repo.find(id)).toMatchObject({ status: 'sent', claimedBy: null, attempts: 2 });
    // the stuck send and the next process's: the provider gets the same key twice and delivers once
    expect(attemptsFor(to)).toBe(2);
    expect(await stopping.stop()).toEqual({ handedBack: 1 });
  });
});

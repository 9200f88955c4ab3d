import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { createOutageNotice } from '../db/outage-notice';
import type { MessagingProviders } from '../providers/messaging/index';
import { PermanentDeliveryFailure, type SmsAccepted } from '../providers/messaging/provider';
import type { OutboxRepo, OutboxRow } from '../repos/outbox-repo';

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
const MAX_BATCHES_PER_RUN = 20;
/**
 * A claimed message is left alone this long; the worker renews the lease while a send lasts, so if its
 * process dies, another one sends the message within a lease and a poll (decision 072).
 */
export const LEASE_MS = 10_000;
/** How often a worker renews the lease of the messages it is still sending: well inside the lease. */
export const RENEW_EVERY_MS = 3_000;
/** How long a stopping worker waits for the sends in flight before it hands their messages back. */
const STOP_WAIT_MS = 5_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 30 * 60_000;
/** After a nudge finds nothing, look again: the enqueuing transaction may not have committed yet. */
const NUDGE_FOLLOW_UPS_MS = [100, 400];

export interface OutboxWorkerOptions {
  repo: OutboxRepo;
  providers: MessagingProviders;
  log: FastifyBaseLogger;
  pollMs: number;
  /** This worker's name in claimed_by; by default the host, the pid and a random part (two apps in one process differ). */
  workerId?: string;
  /** Tests shorten these to see a lease run out or be renewed in real time. */
  leaseMs?: number;
  renewEveryMs?: number;
  stopWaitMs?: number;
  /** A text the provider refused for good, with its error code (the number may be flagged, decision 142). */
  onRefused?: (row: OutboxRow, errorCode: number | null) => Promise<void>;
}

export interface OutboxStopResult {
  /** Claimed messages whose send had not finished, given back to be sent at once by another process. */
  handedBack: number;
}

function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** 10 s, 20 s, 40 s … capped at 30 minutes; `attempts` counts the attempt that just failed. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Short and free of credentials: URLs lose their user:password part. */
export function safeErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .replace(/\/\/[^/\s@]*@/g, '//***@')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200) || 'Unknown error'
  );
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { repo, providers, log, pollMs } = options;
  const workerId = options.workerId ?? newWorkerId();
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? RENEW_EVERY_MS;
  const stopWaitMs = options.stopWaitMs ?? STOP_WAIT_MS;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let followUps: number[] = [];
  let running = false;
  let stopping: Promise<OutboxStopResult> | undefined;
  /** Set once a stopping worker has handed its claims back: nothing is left to renew. */
  let handedBack = false;

  async function send(row: OutboxRow): Promise<SmsAccepted | void> {
    const key = { idempotencyKey: row.idempotencyKey, outboxId: row.id, attempt: row.attempts, queuedAt: row.createdAt };
    if (row.channel === 'sms') return providers.sms.send({ to: row.recipient, body: row.textBody }, key);
    return providers.email.send({ to: row.recipient, subject: row.subject ?? 'Tradespace', text: row.textBody, html: row.htmlBody }, key);
  }

  async function deliver(row: OutboxRow, now: Date): Promise<boolean> {
    let accepted: SmsAccepted | void;
    try {
      accepted = await send(row);
    } catch (error) {
      const reason = safeErrorText(error);
      // a refusal for good (not a mobile, a bad sender) is given up at once; anything else is tried again later
      const refusal = error instanceof PermanentDeliveryFailure ? { errorCode: error.errorCode, at: now } : undefined;
      const retryAt = refusal || row.attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      const settled = await repo.markFailed({ id: row.id, workerId, error: reason, retryAt, refusal });
      log.warn({ outboxId: row.id, channel: row.channel, attempts: row.attempts, reason, retryAt, settled }, 'outbox delivery failed');
      if (settled && refusal && row.channel === 'sms') await options.onRefused?.(row, refusal.errorCode);
      return false;
    }
    // false: the lease ran out and another worker took the message over; its send carries the same key
    return repo.markSent({ id: row.id, workerId, sentAt: now, providerMessageId: accepted?.providerMessageId });
  }

  /** Sends one claimed batch, renewing the lease of the messages still in flight every `renewEveryMs`. */
  async function deliverBatch(rows: OutboxRow[], now: Date): Promise<boolean[]> {
    const inFlight = new Set(rows.map((row) => row.id));
    const startedAt = Date.now();
    const renewal = setInterval(() => {
      if (handedBack) return;
      // measured from the run's `now`, so a run with an injected clock keeps a lease in its own time
      const leaseUntil = new Date(now.getTime() + (Date.now() - startedAt) + leaseMs);
      repo.renewLease({ ids: [...inFlight], workerId, leaseUntil }).catch((error: unknown) => {
        log.warn({ err: error, workerId }, 'outbox lease renewal failed');
      });
    }, renewEveryMs);
    renewal.unref();
    try {
      return await Promise.all(rows.map((row) => deliver(row, now).finally(() => inFlight.delete(row.id))));
    } finally {
      clearInterval(renewal);
    }
  }

  async function runOnce(now: Date): Promise<number> {
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopping; batch += 1) {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const rows = await repo.claimDue({ now, limit: BATCH_SIZE, leaseUntil, workerId });
      const results = await deliverBatch(rows, now);
      sent += results.filter(Boolean).length;
      if (rows.length < BATCH_SIZE) break;
    }
    return sent;
  }

  /** Waits for the run in flight, at most `stopWaitMs`, then hands back whatever this worker still holds. */
  async function stopAndHandBack(): Promise<OutboxStopResult> {
    running = false;
    clearTimeout(timer);
    timer = undefined;
    timerDueAt = Infinity;
    let waiting: NodeJS.Timeout | undefined;
    await Promise.race([chain, new Promise((resolve) => (waiting = setTimeout(resolve, stopWaitMs)))]);
    clearTimeout(waiting);
    const released = await repo.releaseClaims({ workerId, now: new Date() });
    handedBack = true;
    if (released > 0) log.info({ workerId, handedBack: released }, 'outbox messages handed back to other processes');
    return { handedBack: released };
  }

  /** Delivers every message due at `now`; runs in this process queue up one after another. */
  function deliverDue(now?: Date): Promise<number> {
    const run = chain.then(() => runOnce(now ?? new Date()));
    chain = run.catch(() => undefined);
    return run;
  }

  function wake(delayMs: number): void {
    if (!running) return;
    const at = Date.now() + delayMs;
    if (timer && at >= timerDueAt) return;
    clearTimeout(timer);
    timerDueAt = at;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  // a database restart fails every poll: one line when it starts, one when it ends (decision 074)
  const outage = createOutageNotice(log, 'outbox run');

  async function tick(): Promise<void> {
    timer = undefined;
    timerDueAt = Infinity;
    const sent = await deliverDue().then(
      (count) => {
        outage.succeeded();
        return count;
      },
      (error: unknown) => {
        outage.failed(error);
        return 0;
      },
    );
    const followUp = sent === 0 ? followUps.shift() : undefined;
    if (sent > 0) followUps = [];
    wake(followUp ?? pollMs);
  }

  return {
    workerId,
    deliverDue,
    /** Called after an enqueue, so a code reaches the user without waiting for the next poll. */
    nudge(): void {
      followUps = [...NUDGE_FOLLOW_UPS_MS];
      wake(0);
    },
    start(): void {
      running = true;
      wake(0);
    },
    /**
     * Stops polling, lets the run in flight finish its batch (up to a few seconds) and hands back the
     * messages it claimed but did not settle; no timer is left behind. Calling it again answers the same.
     */
    stop(): Promise<OutboxStopResult> {
      stopping ??= stopAndHandBack();
      return stopping;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

import type { FastifyBaseLogger } from 'fastify';
import type { MessagingProviders } from '../providers/messaging/index';
import type { OutboxRepo, OutboxRow } from '../repos/outbox-repo';

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
const MAX_BATCHES_PER_RUN = 20;
/** A claimed message is left alone this long; if its worker dies, another one retries it after. */
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 30 * 60_000;
/** After a nudge finds nothing, look again: the enqueuing transaction may not have committed yet. */
const NUDGE_FOLLOW_UPS_MS = [100, 400];

export interface OutboxWorkerOptions {
  repo: OutboxRepo;
  providers: MessagingProviders;
  log: FastifyBaseLogger;
  pollMs: number;
}

/** 10 s, 20 s, 40 s … capped at 30 minutes; `attempts` counts the attempt that just failed. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Short and free of credentials: URLs lose their user:password part. */
export function safeErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^/\s@]*@/g, '//***@').replace(/\s+/g, ' ').trim().slice(0, 200) || 'Unknown error';
}

export function createOutboxWorker({ repo, providers, log, pollMs }: OutboxWorkerOptions) {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let followUps: number[] = [];
  let running = false;

  async function send(row: OutboxRow): Promise<void> {
    if (row.channel === 'sms') return providers.sms.send({ to: row.recipient, body: row.textBody });
    return providers.email.send({
      to: row.recipient,
      subject: row.subject ?? 'Tradespace',
      text: row.textBody,
      html: row.htmlBody,
    });
  }

  async function deliver(row: OutboxRow, now: Date): Promise<boolean> {
    try {
      await send(row);
    } catch (error) {
      const reason = safeErrorText(error);
      const retryAt = row.attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await repo.markFailed(row.id, reason, retryAt);
      log.warn({ outboxId: row.id, channel: row.channel, attempts: row.attempts, reason, retryAt }, 'outbox delivery failed');
      return false;
    }
    await repo.markSent(row.id, now);
    return true;
  }

  async function runOnce(now: Date): Promise<number> {
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const rows = await repo.claimDue({ now, limit: BATCH_SIZE, leaseUntil: new Date(now.getTime() + LEASE_MS) });
      const results = await Promise.all(rows.map((row) => deliver(row, now)));
      sent += results.filter(Boolean).length;
      if (rows.length < BATCH_SIZE) break;
    }
    return sent;
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
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    timerDueAt = Infinity;
    const sent = await deliverDue().catch((error: unknown) => {
      log.error({ err: error }, 'outbox run failed');
      return 0;
    });
    const followUp = sent === 0 ? followUps.shift() : undefined;
    if (sent > 0) followUps = [];
    wake(followUp ?? pollMs);
  }

  return {
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
    /** Stops polling and waits for a run in flight; no timer is left behind. */
    async stop(): Promise<void> {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      timerDueAt = Infinity;
      await chain;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

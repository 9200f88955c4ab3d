import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client';
import { isProduction } from '../env';
import type { MessagingProviders } from '../providers/messaging/index';
import { createOutboxRepo, type OutboxDraft } from '../repos/outbox-repo';
import { EmailDropped, passEmailGate, type EmailSend } from '../services/email-send-gate';
import { createOutboxWorker, type OutboxStopResult } from '../services/outbox-worker';
import { flagIfUndeliverable } from '../services/sms-receipts';

export interface Outbox {
  /**
   * Writes the message in `tx` (the action's transaction); the worker sends it once committed. An e-mail is
   * first counted against the caps of its address and account (services/email-send-gate.ts, decision 103):
   * past one it is dropped (null back, the action goes on) or refused (EmailRefused, a 422), as `email` says.
   * Without `email` an e-mail counts for no account and is refused under `general`.
   */
  enqueue: (message: OutboxDraft, tx?: Executor, email?: EmailSend) => Promise<number | null>;
  /** Delivers every due message now; tests call it to flush. Resolves to the number sent. */
  deliverDue: (now?: Date) => Promise<number>;
  /**
   * Stops the worker and hands back the messages it claimed but did not send, so another process sends
   * them at once (a graceful stop calls it for the figure; closing the app calls it too).
   */
  stop: () => Promise<OutboxStopResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface OutboxPluginOptions {
  providers: MessagingProviders;
  pollMs: number;
}

/** The durable outbox and its delivery worker, which polls while the app is up. */
async function outboxPlugin(app: FastifyInstance, options: OutboxPluginOptions) {
  const repo = createOutboxRepo(app.db);
  const worker = createOutboxWorker({
    repo,
    providers: options.providers,
    log: app.log,
    pollMs: options.pollMs,
    // a text refused for good because of its number flags the number (decision 142)
    onRefused: async (row, errorCode) =>
      void (await flagIfUndeliverable(app.db, { phoneNumber: row.recipient, errorCode, outboxId: row.id })),
  });
  const outbox: Outbox = {
    async enqueue(message, tx, email = { accountId: null, pastCap: { refuse: 'general' } }) {
      if (message.channel !== 'email') {
        const id = await repo.enqueue(message, tx);
        worker.nudge();
        return id;
      }
      // a savepoint: a dropped e-mail takes back the counts it took, and the caller's transaction goes on
      const counted = (db: Executor) =>
        db.transaction(async (inner) => {
          await passEmailGate(app, inner, { to: message.recipient, ...email });
          return repo.enqueue(message, inner);
        });
      try {
        const id = await counted(tx ?? app.db);
        worker.nudge();
        return id;
      } catch (error) {
        if (error instanceof EmailDropped) {
          app.log.warn({ template: message.template, reason: error.reason }, error.message);
          return null;
        }
        throw error;
      }
    },
    deliverDue: (now?: Date) => worker.deliverDue(now),
    stop: () => worker.stop(),
  };
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => {
    const { email, sms } = options.providers;
    if (isProduction(app.env) && (email.name === 'offline' || sms.name === 'offline')) {
      app.log.warn({ email: email.name, sms: sms.name }, 'messages are kept in the local outbox, not sent');
    }
    worker.start();
  });
  // before the database closes, so no run is left querying a closed pool
  app.addHook('preClose', async () => void (await worker.stop()));
}

export default fp(outboxPlugin, { name: 'outbox', dependencies: ['database'] });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client';
import { isProduction } from '../env';
import type { MessagingProviders } from '../providers/messaging/index';
import { createOutboxRepo, type OutboxDraft } from '../repos/outbox-repo';
import { createOutboxWorker, type OutboxStopResult } from '../services/outbox-worker';

export interface Outbox {
  /** Writes the message in `tx` (the action's transaction); the worker sends it once committed. */
  enqueue: (message: OutboxDraft, tx?: Executor) => Promise<number>;
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
  const worker = createOutboxWorker({ repo, providers: options.providers, log: app.log, pollMs: options.pollMs });
  const outbox: Outbox = {
    async enqueue(message, tx) {
      const id = await repo.enqueue(message, tx);
      worker.nudge();
      return id;
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

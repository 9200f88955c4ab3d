import type { FastifyInstance } from 'fastify';
import { createOutageNotice } from '../db/outage-notice';

export interface PeriodicSweep {
  /** Names it in the log ("trial notice sweep"). */
  name: string;
  everyMs: number;
  /** Does one round's work at `now`; resolves to how many things it wrote. */
  sweep: (now: Date) => Promise<number>;
  /** Logged when a round wrote something. */
  written: string;
}

/**
 * Runs a sweep in every process every `everyMs` once the app is ready, each round after the last (a round
 * claims its work in the database, so processes sweeping together do each thing once), and waits for the
 * round under way before the database closes.
 */
export function addPeriodicSweep(app: FastifyInstance, { name, everyMs, sweep, written }: PeriodicSweep): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const outage = createOutageNotice(app.log, name);

  const round = () => {
    running = sweep(new Date()).then(
      (count) => {
        outage.succeeded();
        if (count > 0) app.log.info({ written: count }, written);
      },
      (error: unknown) => outage.failed(error),
    );
  };

  app.addHook('onReady', async () => {
    timer = setInterval(round, everyMs);
    timer.unref();
  });
  // before the database closes, so no sweep is left querying a closed pool
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

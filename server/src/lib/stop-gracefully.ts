import type { FastifyInstance } from 'fastify';

/** Requests in flight get this long to finish once a stop begins; then their connections are closed. */
export const DRAIN_MS = 10_000;

export interface StopFigures {
  requestsFinished: number;
  /** Requests still unanswered after the drain time, whose connections were closed. */
  requestsCutOff: number;
  messagesHandedBack: number;
  ms: number;
}

/**
 * The graceful stop (decision 072): /readyz answers 503 at once, no new connection is accepted, the
 * requests in flight finish (up to `drainMs`, then the rest are closed), the outbox worker stops and hands
 * back what it claimed but did not send, then the app closes its database and Redis connections.
 * Logs one line as it begins and one with the figures as it ends.
 */
export async function stopGracefully(app: FastifyInstance, options: { reason: string; drainMs?: number }): Promise<StopFigures> {
  const startedAt = Date.now();
  const drainMs = options.drainMs ?? DRAIN_MS;
  app.stopping.begin();
  app.log.info(
    { reason: options.reason, requestsInFlight: app.stopping.requestsInFlight, drainMs },
    'stopping: not ready any more, accepting no new connections, finishing the requests in flight',
  );

  // server.close() refuses new connections at once, closes idle ones, and calls back when the last one ends
  const allClosed = new Promise<void>((resolve) => app.server.close(() => resolve()));
  let drainTimer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    allClosed.then(() => true),
    new Promise<boolean>((resolve) => (drainTimer = setTimeout(() => resolve(false), drainMs))),
  ]);
  clearTimeout(drainTimer);
  const requestsCutOff = drained ? 0 : app.stopping.requestsInFlight;
  if (!drained) app.server.closeAllConnections();

  const { handedBack } = await app.outbox.stop();
  await app.close();
  const figures = {
    requestsFinished: app.stopping.requestsFinished,
    requestsCutOff,
    messagesHandedBack: handedBack,
    ms: Date.now() - startedAt,
  };
  app.log.info(figures, 'stopped');
  return figures;
}

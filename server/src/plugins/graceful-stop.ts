import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where a graceful stop stands (decision 072); server.ts begins it on SIGTERM or SIGINT. */
export interface StopState {
  /** True from the moment the stop begins: /readyz answers 503 and every reply closes its connection. */
  readonly active: boolean;
  /** Requests this process is answering right now. */
  readonly requestsInFlight: number;
  /** Requests whose reply ended after the stop began. */
  readonly requestsFinished: number;
  begin: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    stopping: StopState;
  }
}

async function gracefulStopPlugin(app: FastifyInstance) {
  let active = false;
  let inFlight = 0;
  let finished = 0;
  app.decorate('stopping', {
    get active() {
      return active;
    },
    get requestsInFlight() {
      return inFlight;
    },
    get requestsFinished() {
      return finished;
    },
    begin() {
      active = true;
    },
  } satisfies StopState);

  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    // 'close' comes for every reply, sent or cut off, which onResponse does not
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (active) finished += 1;
    });
  });
  // a kept-alive connection would otherwise stay open after its last reply and hold the stop up
  app.addHook('onSend', async (_request, reply) => {
    if (active) reply.header('connection', 'close');
  });
}

export default fp(gracefulStopPlugin, { name: 'graceful-stop' });

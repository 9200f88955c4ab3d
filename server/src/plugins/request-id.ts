import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every reply says which request it answers: `X-Request-Id` is the id the client sent (genReqId in app.ts
 * keeps a well-formed one) or the one made up for it, the same `reqId` every log line of the request
 * carries. A person's report (the web page sends a fresh id per call) can then be found in the log.
 */
async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderingScheme } from '#common/step-order';
import type { Executor } from '../db/client';
import { isProduction } from '../env';
import { createExperimentAssignment, isScheme, type PreparedNewAccountVisit } from '../services/experiment-assignment';
import { visitorBrowser, visitorKeyOf } from '../services/visitor-cookie';

export { VISITOR_COOKIE } from '../services/visitor-cookie';
export type { PreparedNewAccountVisit } from '../services/experiment-assignment';

declare module 'fastify' {
  interface FastifyInstance {
    experiment: {
      /** The order this page shows: the account's, the visitor's, or a new visitor's draw by the staff's weights. */
      schemeFor: (request: FastifyRequest, reply: FastifyReply) => Promise<OrderingScheme>;
      /** A tracked step event: the step counts once for the visitor, however often it is reloaded. */
      noteStep: (request: FastifyRequest, page: string, event: string) => Promise<void>;
      /** A new account's visit for the sign-up's one statement to write (decision 097); null when it could not be read. */
      prepareNewAccountVisit: (request: FastifyRequest, reply: FastifyReply) => Promise<PreparedNewAccountVisit | null>;
      /** A closed account's visit stops answering to its browser (decision 088). */
      forgetVisitor: (userId: number, tx?: Executor) => Promise<void>;
    };
  }
}

/** The experiment's assignment wired to requests: the visitor cookie, sign-ins and returns (decision 092). */
async function experimentPlugin(app: FastifyInstance) {
  const assignment = createExperimentAssignment(app.db, app.log);
  const production = isProduction(app.env);
  const browserOf = (request: FastifyRequest, reply: FastifyReply) => visitorBrowser(request, reply, production);

  /** `?scheme=` outside production: a forced order, shown but never counted. */
  function forcedScheme(request: FastifyRequest): OrderingScheme | null {
    const asked = (request.query as Record<string, unknown> | undefined)?.scheme;
    return !production && isScheme(asked) ? asked : null;
  }

  app.sessions.listen({
    signedIn: (request, reply, userId, tx) => assignment.signedIn(browserOf(request, reply), userId, tx),
    returned: (userId) => assignment.returned(userId),
  });

  app.decorate('experiment', {
    prepareNewAccountVisit: (request, reply) => assignment.prepareNewAccountVisit(browserOf(request, reply)),
    schemeFor: (request, reply) => assignment.schemeFor(browserOf(request, reply), request.userId, forcedScheme(request)),
    noteStep: (request, page, event) => assignment.noteStep(visitorKeyOf(request), request.userId, page, event),
    forgetVisitor: (userId, tx) => assignment.forgetVisitor(userId, tx),
  });
}

export default fp(experimentPlugin, { name: 'experiment', dependencies: ['database', 'sessions'] });

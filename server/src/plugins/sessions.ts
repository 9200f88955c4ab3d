import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client';
import type { SessionRow } from '../repos/session-repo';
import { SESSION_ROWS_KEPT } from '../services/session-cache';
import { createSessions, type PreparedSignIn, type SessionListener, type SessionState } from '../services/sessions';

export { SESSION_COOKIE, XSRF_COOKIE } from '../lib/cookie-names';
export { SWEEP_EVERY, type PreparedSignIn, type SessionListener, type SessionState } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
    /** The signed-in user, from the session or a native-app bearer token. */
    userId: number | null;
    viaBearerToken: boolean;
  }
  interface FastifyInstance {
    sessions: {
      ensure: (request: FastifyRequest, reply: FastifyReply) => Promise<SessionState>;
      signIn: (request: FastifyRequest, reply: FastifyReply, userId: number, tx?: Executor) => Promise<SessionState>;
      prepareSignIn: (request: FastifyRequest, reply: FastifyReply) => PreparedSignIn;
      signOut: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      saveData: (request: FastifyRequest, data: Record<string, unknown>, tx?: Executor) => Promise<void>;
      /**
       * Signs the user out on every device, but the session `keepId` if given (decision 063). It is a
       * database write, so every process lets go of its cached sessions before the reply (decision 051).
       */
      endAllOf: (userId: number, keepId?: string, tx?: Executor) => Promise<number>;
      listen: (listener: SessionListener) => void;
    };
  }
}

/** Every request's session, read from its cookie before the route runs (cookie → SHA-256 → `session` row). */
async function sessionsPlugin(app: FastifyInstance, options: { sessionDays: number; secureCookies: boolean }) {
  const keptRows = app.readCache<string, SessionRow | undefined>(SESSION_ROWS_KEPT);
  const sessions = createSessions(app.db, app.log, { ...options, keptRows });

  app.decorateRequest('session', null);
  app.decorateRequest('userId', null);
  app.decorateRequest('viaBearerToken', false);
  app.addHook('onRequest', (request, reply) => sessions.load(request, reply));

  app.decorate('sessions', sessions);
}

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['database', 'read-caches'] });

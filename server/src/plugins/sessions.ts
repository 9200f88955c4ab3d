import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionRepo, type NewSessionRow, type SessionRow } from '../repos/session-repo';
import { groupedCalls } from '../db/grouped-calls';
import { SESSION_COOKIE, XSRF_COOKIE } from '../lib/cookie-names';
import { deepFreeze } from '../lib/deep-freeze';
import { randomToken, sha256 } from '../lib/tokens';
import type { Executor } from '../db/client';

export { SESSION_COOKIE, XSRF_COOKIE } from '../lib/cookie-names';
const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** Session rows read in the last few seconds, until this process writes (decision 051). */
const CACHE_TTL_MS = 5_000;
/** One new session in this many also removes a batch of expired ones (as the limits' counters are swept). */
export const SWEEP_EVERY = 500;
const CACHE_ENTRIES = 10_000;
/** At most this many requests' sessions read in one statement. */
const GROUP_MOST = 100;

/** Who else needs to know of sign-ins and returns (the experiment's assignment and retention). */
export interface SessionListener {
  signedIn?: (request: FastifyRequest, reply: FastifyReply, userId: number, tx?: Executor) => Promise<void>;
  /** A signed-in trader back after an hour or more away (the session's hourly touch). */
  returned?: (userId: number) => Promise<void>;
}

/**
 * A sign-in its caller writes in a statement of its own (a new account's, decision 097): the row to insert, the
 * session it replaces (to delete in the same statement), and `complete`, which sets the cookies once it is written.
 * Nothing is told to the listeners: the caller writes what they would (the experiment's visit) itself.
 */
export interface PreparedSignIn {
  row: NewSessionRow;
  replacing: string | null;
  complete: (userId: number) => SessionState;
}

export interface SessionState {
  id: string;
  /** Public id of the visit: the page's sessionId and the registration form_id. */
  publicId: string;
  userId: number | null;
  csrfToken: string;
  data: Record<string, unknown>;
}

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

async function sessionsPlugin(app: FastifyInstance, options: { sessionDays: number; secureCookies: boolean }) {
  const repo = createSessionRepo(app.db);
  const liveRows = app.readCache<string, SessionRow | undefined>({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_ENTRIES });
  // the requests of one turn that missed the kept rows read theirs in one statement (group commit, decision 098)
  const readLive = groupedCalls((ids: readonly string[]) => repo.findLiveMany(ids), { maxBatch: GROUP_MOST });
  const lifetimeMs = options.sessionDays * 24 * 60 * 60 * 1000;
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: options.secureCookies };

  const maxAge = lifetimeMs / 1000;
  const listeners: SessionListener[] = [];

  function setXsrfCookie(reply: FastifyReply, csrfToken: string) {
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...cookieBase, httpOnly: false, maxAge });
  }

  function setCookies(reply: FastifyReply, token: string, csrfToken: string) {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true, maxAge });
    setXsrfCookie(reply, csrfToken);
  }

  /** A new session for the request (a fresh id and CSRF token), its row, and what takes it into use once written. */
  function newSession(request: FastifyRequest, reply: FastifyReply, init: Partial<SessionState>) {
    const token = randomToken();
    const state: SessionState = {
      id: sha256(token),
      publicId: init.publicId ?? randomUUID(),
      userId: init.userId ?? null,
      csrfToken: randomToken(),
      data: init.data ?? {},
    };
    const row: NewSessionRow = {
      id: state.id,
      csrfToken: state.csrfToken,
      data: { ...state.data, publicId: state.publicId },
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      expiresAt: new Date(Date.now() + lifetimeMs),
    };
    const takeIntoUse = (userId: number | null) => {
      const used = { ...state, userId };
      setCookies(reply, token, used.csrfToken);
      request.session = used;
      request.userId = userId;
      return used;
    };
    return { state, row, takeIntoUse };
  }

  /** A new session for the request; `replacing` is the one it takes over (a sign-in), deleted in the same statement. */
  async function create(request: FastifyRequest, reply: FastifyReply, init: Partial<SessionState>, tx?: Executor, replacing?: string) {
    const { state, row, takeIntoUse } = newSession(request, reply, init);
    if (replacing === undefined) await repo.insert({ ...row, userId: state.userId }, tx);
    else await repo.replace(replacing, { ...row, userId: state.userId }, tx);
    const used = takeIntoUse(state.userId);
    // outside a caller's transaction only: the embedded database has one connection, which the transaction holds
    if (tx === undefined && Math.random() * SWEEP_EVERY < 1) await sweepExpired();
    return used;
  }

  /** Sessions that ran out are never read again: one new session in SWEEP_EVERY deletes a batch of them (no timer). */
  async function sweepExpired(): Promise<void> {
    const gone = await repo.removeExpired().catch((error: unknown) => {
      app.log.warn({ err: error }, 'sweeping expired sessions failed');
      return 0;
    });
    if (gone > 0) app.log.info({ sessionsRemoved: gone }, 'expired sessions removed');
  }

  app.decorateRequest('session', null);
  app.decorateRequest('userId', null);
  app.decorateRequest('viaBearerToken', false);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const id = sha256(token);
    const row = await liveRows.read(id, async () => freezeData(await readLive(id)));
    // a row kept in memory may have run out since it was read
    if (!row || row.expiresAt.getTime() <= Date.now()) return;
    const { publicId, ...data } = row.data as { publicId?: string };
    request.session = {
      id: row.id,
      publicId: typeof publicId === 'string' ? publicId : randomUUID(),
      userId: row.userId,
      csrfToken: row.csrfToken,
      data,
    };
    request.userId = row.userId;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      // a session in use stays alive: the row and the browser's cookies both get a new expiry
      await repo.touch(row.id, new Date(Date.now() + lifetimeMs));
      setCookies(reply, token, row.csrfToken);
      const userId = row.userId;
      if (userId !== null) for (const listener of listeners) await listener.returned?.(userId);
    }
  });

  app.decorate('sessions', {
    async ensure(request, reply) {
      const current = request.session;
      if (!current) return create(request, reply, {});
      // a page without the token could only ever answer 419, and reloading must fix that
      if (request.cookies[XSRF_COOKIE] !== current.csrfToken) setXsrfCookie(reply, current.csrfToken);
      return current;
    },
    // every sign-in gets a fresh session id and CSRF token (session fixation)
    async signIn(request, reply, userId, tx) {
      const previous = request.session;
      const state = await create(request, reply, { userId, publicId: previous?.publicId, data: previous?.data }, tx, previous?.id);
      for (const listener of listeners) await listener.signedIn?.(request, reply, userId, tx);
      return state;
    },
    prepareSignIn(request, reply) {
      const previous = request.session;
      const { row, takeIntoUse } = newSession(request, reply, { publicId: previous?.publicId, data: previous?.data });
      return { row, replacing: previous?.id ?? null, complete: takeIntoUse };
    },
    async signOut(request, reply) {
      if (request.session) await repo.remove(request.session.id);
      request.session = null;
      request.userId = null;
      await create(request, reply, {});
    },
    async endAllOf(userId, keepId, tx) {
      return repo.signOutAllOfUser(userId, keepId, tx);
    },
    listen(listener) {
      listeners.push(listener);
    },
    async saveData(request, data, tx) {
      const current = request.session;
      if (!current) throw new Error('saveData needs a session');
      current.data = data;
      await repo.saveData(current.id, { ...data, publicId: current.publicId }, tx);
    },
  });
}

/** A cached row is shared by every request that reads it. */
function freezeData(row: SessionRow | undefined): SessionRow | undefined {
  if (row) deepFreeze(row.data);
  return row;
}

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['database', 'read-caches'] });

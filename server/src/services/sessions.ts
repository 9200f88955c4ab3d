import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client';
import { SESSION_COOKIE, XSRF_COOKIE } from '../lib/cookie-names';
import { randomToken, sha256 } from '../lib/tokens';
import { createSessionRepo, type NewSessionRow, type SessionRow } from '../repos/session-repo';
import { createSessionCache, type KeptSessionRows } from './session-cache';
import { createSessionCookies } from './session-cookies';

const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** One new session in this many also removes a batch of expired ones (as the limits' counters are swept). */
export const SWEEP_EVERY = 500;
const LONGEST_TOKEN = 200;
const LONGEST_USER_AGENT = 500;

export interface SessionState {
  id: string;
  /** Public id of the visit: the page's sessionId and the registration form_id. */
  publicId: string;
  userId: number | null;
  csrfToken: string;
  data: Record<string, unknown>;
}

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

export interface SessionOptions {
  sessionDays: number;
  secureCookies: boolean;
  /** Made by the app's read caches with SESSION_ROWS_KEPT: any write to the database empties it. */
  keptRows: KeptSessionRows;
}

/** The visitor's and the trader's session: its row, its cookies, and every sign-in taking a fresh one. */
export function createSessions(db: Database, log: FastifyBaseLogger, options: SessionOptions) {
  const repo = createSessionRepo(db);
  const cache = createSessionCache(repo, options.keptRows);
  const lifetimeMs = options.sessionDays * 24 * 60 * 60 * 1000;
  const cookies = createSessionCookies({ maxAgeSeconds: lifetimeMs / 1000, secure: options.secureCookies });
  const listeners: SessionListener[] = [];

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
      userAgent: request.headers['user-agent']?.slice(0, LONGEST_USER_AGENT) ?? null,
      expiresAt: new Date(Date.now() + lifetimeMs),
    };
    const takeIntoUse = (userId: number | null) => {
      const used = { ...state, userId };
      cookies.setBoth(reply, token, used.csrfToken);
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
      log.warn({ err: error }, 'sweeping expired sessions failed');
      return 0;
    });
    if (gone > 0) log.info({ sessionsRemoved: gone }, 'expired sessions removed');
  }

  /** A session in use stays alive: the row and the browser's cookies both get a new expiry, once an hour. */
  async function keepAlive(reply: FastifyReply, token: string, row: SessionRow): Promise<void> {
    if (Date.now() - row.lastSeenAt.getTime() <= TOUCH_AFTER_MS) return;
    await repo.touch(row.id, new Date(Date.now() + lifetimeMs));
    cookies.setBoth(reply, token, row.csrfToken);
    const userId = row.userId;
    if (userId !== null) for (const listener of listeners) await listener.returned?.(userId);
  }

  return {
    /** The request's session from its cookie, if it is live: `request.session` and `request.userId`. */
    async load(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > LONGEST_TOKEN) return;
      const row = await cache.read(sha256(token));
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
      await keepAlive(reply, token, row);
    },
    async ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
      const current = request.session;
      if (!current) return create(request, reply, {});
      // a page without the token could only ever answer 419, and reloading must fix that
      if (request.cookies[XSRF_COOKIE] !== current.csrfToken) cookies.setXsrf(reply, current.csrfToken);
      return current;
    },
    // every sign-in gets a fresh session id and CSRF token (session fixation)
    async signIn(request: FastifyRequest, reply: FastifyReply, userId: number, tx?: Executor): Promise<SessionState> {
      const previous = request.session;
      const state = await create(request, reply, { userId, publicId: previous?.publicId, data: previous?.data }, tx, previous?.id);
      for (const listener of listeners) await listener.signedIn?.(request, reply, userId, tx);
      return state;
    },
    /** The first half of a sign-in written by its caller's own statement: nothing is written or set until `complete`. */
    prepareSignIn(request: FastifyRequest, reply: FastifyReply): PreparedSignIn {
      const previous = request.session;
      const { row, takeIntoUse } = newSession(request, reply, { publicId: previous?.publicId, data: previous?.data });
      return { row, replacing: previous?.id ?? null, complete: takeIntoUse };
    },
    async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.session) await repo.remove(request.session.id);
      request.session = null;
      request.userId = null;
      await create(request, reply, {});
    },
    endAllOf: (userId: number, keepId?: string, tx?: Executor): Promise<number> => repo.signOutAllOfUser(userId, keepId, tx),
    listen(listener: SessionListener): void {
      listeners.push(listener);
    },
    async saveData(request: FastifyRequest, data: Record<string, unknown>, tx?: Executor): Promise<void> {
      const current = request.session;
      if (!current) throw new Error('saveData needs a session');
      current.data = data;
      await repo.saveData(current.id, { ...data, publicId: current.publicId }, tx);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

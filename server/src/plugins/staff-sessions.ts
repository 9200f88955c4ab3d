import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { STAFF_STAGES, type StaffAuth } from '../lib/staff-auth';
import { randomToken, sha256 } from '../lib/tokens';
import { createSessionRepo } from '../repos/session-repo';
import { createStaffRepo } from '../repos/staff-repo';

// Staff sign-in lives apart from traders' (decision 035): its own cookie,
// sent only to the admin API, naming a `session` row that holds no user id.
export const STAFF_COOKIE = 'tradespace_staff';
export const STAFF_API_PREFIX = '/v1/admin';
export const PENDING_MINUTES = 30;
export const SIGNED_IN_HOURS = 8;

const sessionData = z.object({
  kind: z.literal('staff'),
  staffId: z.number().int(),
  stage: z.enum(STAFF_STAGES),
  codeId: z.number().int().nullable(),
});
type StaffSessionData = z.infer<typeof sessionData>;

export type { StaffAuth } from '../lib/staff-auth';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffAuth | null;
  }
  interface FastifyInstance {
    staffSessions: {
      /** After the right password: a short-lived session waiting for code `codeId`. */
      startCode: (request: FastifyRequest, reply: FastifyReply, staffId: number, codeId: number, tx: Executor) => Promise<void>;
      /** A new code for the waiting session (the old one is dead). */
      replaceCode: (staff: StaffAuth, codeId: number, tx: Executor) => Promise<void>;
      /** After the right code: a new session id (fixation), signed in for SIGNED_IN_HOURS. */
      signIn: (request: FastifyRequest, reply: FastifyReply, staffId: number, tx: Executor) => Promise<void>;
      signOut: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    };
  }
}

function isStaffApi(request: FastifyRequest): boolean {
  const paths = [request.url, request.routeOptions.url ?? ''];
  return paths.some((path) => path === STAFF_API_PREFIX || path.startsWith(`${STAFF_API_PREFIX}/`));
}

async function staffSessionsPlugin(app: FastifyInstance, options: { secureCookies: boolean }) {
  const sessions = createSessionRepo(app.db);
  const staff = createStaffRepo(app.db);
  // SameSite=Strict and a path that only the admin API shares: no trader page or call ever carries it
  const cookie = { path: STAFF_API_PREFIX, httpOnly: true, sameSite: 'strict' as const, secure: options.secureCookies };

  async function replace(request: FastifyRequest, reply: FastifyReply, data: StaffSessionData, lifetimeMs: number, tx: Executor) {
    if (request.staff) await sessions.remove(request.staff.sessionId, tx);
    const token = randomToken();
    await sessions.insert(
      {
        id: sha256(token),
        userId: null,
        csrfToken: randomToken(), // unused: admin calls are checked against the visit's own CSRF token
        data,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        expiresAt: new Date(Date.now() + lifetimeMs),
      },
      tx,
    );
    reply.setCookie(STAFF_COOKIE, token, { ...cookie, maxAge: lifetimeMs / 1000 });
  }

  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[STAFF_COOKIE];
    if (!token || token.length > 200 || !isStaffApi(request)) return;
    const row = await sessions.findLive(sha256(token));
    const data = sessionData.safeParse(row?.data);
    if (!row || row.userId !== null || !data.success) return;
    const member = await staff.findById(data.data.staffId);
    if (!member || member.disabledAt) return;
    request.staff = { sessionId: row.id, staffId: member.id, email: member.email, stage: data.data.stage, codeId: data.data.codeId };
  });

  app.decorate('staffSessions', {
    async startCode(request, reply, staffId, codeId, tx) {
      await replace(request, reply, { kind: 'staff', staffId, stage: 'code', codeId }, PENDING_MINUTES * 60_000, tx);
    },
    async replaceCode(current, codeId, tx) {
      const data: StaffSessionData = { kind: 'staff', staffId: current.staffId, stage: 'code', codeId };
      await sessions.saveData(current.sessionId, data, tx);
    },
    async signIn(request, reply, staffId, tx) {
      await replace(request, reply, { kind: 'staff', staffId, stage: 'signed_in', codeId: null }, SIGNED_IN_HOURS * 3_600_000, tx);
    },
    async signOut(request, reply) {
      if (request.staff) await sessions.remove(request.staff.sessionId);
      request.staff = null;
      reply.clearCookie(STAFF_COOKIE, cookie);
    },
  });
}

export default fp(staffSessionsPlugin, { name: 'staff-sessions', dependencies: ['database', 'sessions'] });

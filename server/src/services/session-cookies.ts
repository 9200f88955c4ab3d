import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE } from '../lib/cookie-names';

/**
 * The two cookies of a session: its token (httpOnly) and its CSRF token, which the page's scripts read and echo in
 * X-XSRF-TOKEN. Both live as long as the session row.
 */
export function createSessionCookies(options: { maxAgeSeconds: number; secure: boolean }) {
  const base = { path: '/', sameSite: 'lax' as const, secure: options.secure, maxAge: options.maxAgeSeconds };
  const setXsrf = (reply: FastifyReply, csrfToken: string) => reply.setCookie(XSRF_COOKIE, csrfToken, { ...base, httpOnly: false });
  return {
    setXsrf,
    setBoth(reply: FastifyReply, token: string, csrfToken: string) {
      reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
      setXsrf(reply, csrfToken);
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;

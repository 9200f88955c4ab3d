import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor's random key: the experiment's unit before registration (decision 092). */
export const VISITOR_COOKIE = 'tradespace_visitor';
const VISITOR_DAYS = 365;
const LONGEST_KEY = 64;

/** The browser asking: the key its visitor cookie holds and how to give it another. */
export interface VisitorBrowser {
  key: string | null;
  remember: (key: string) => void;
}

/** The key the request's visitor cookie holds; null when none or not one of ours. */
export function visitorKeyOf(request: FastifyRequest): string | null {
  const key = request.cookies[VISITOR_COOKIE];
  return key && key.length <= LONGEST_KEY ? key : null;
}

/** The visitor cookie of one request and its reply; `secure` in production. */
export function visitorBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): VisitorBrowser {
  return {
    key: visitorKeyOf(request),
    remember(chosen) {
      reply.setCookie(VISITOR_COOKIE, chosen, { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: VISITOR_DAYS * 86400 });
    },
  };
}

import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';

export const SCHEME_COOKIE = 'ordering_scheme';

function isScheme(value: unknown): value is OrderingScheme {
  return typeof value === 'string' && (orderingSchemes as readonly string[]).includes(value);
}

/** Sticky per visitor by cookie, split evenly at random, forced by `?scheme=`. */
export function resolveOrderingScheme(request: FastifyRequest, reply: FastifyReply, secure: boolean): OrderingScheme {
  const forced = (request.query as Record<string, unknown>).scheme;
  const remembered = request.cookies[SCHEME_COOKIE];
  const scheme = isScheme(forced)
    ? forced
    : isScheme(remembered)
      ? remembered
      : (orderingSchemes[randomInt(orderingSchemes.length)] ?? 'original');
  if (scheme !== remembered) {
    reply.setCookie(SCHEME_COOKIE, scheme, { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: 90 * 86400 });
  }
  return scheme;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { appKey, isProduction } from '#server/env';
import { FORM_COOKIE, formTokenFor, isFormSecret, isValidFormToken, newFormSecret } from '#server/lib/form-token';
import { PROFILE_PREFIX } from '#common/public-pages';

const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The hidden-field token for this browser, setting its form cookie first if it has none (decision 041). */
export function formTokenOf(request: FastifyRequest, reply: FastifyReply): string {
  const env = request.server.env;
  let secret = request.cookies[FORM_COOKIE];
  if (!isFormSecret(secret)) {
    secret = newFormSecret();
    reply.setCookie(FORM_COOKIE, secret, {
      path: PROFILE_PREFIX,
      httpOnly: true,
      sameSite: 'lax',
      secure: isProduction(env),
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
  }
  return formTokenFor(secret, appKey(env));
}

/** True when the post carries this browser's token: it came from our own page. */
export function hasValidFormToken(request: FastifyRequest, token: unknown): boolean {
  return isValidFormToken(request.cookies[FORM_COOKIE], token, appKey(request.server.env));
}

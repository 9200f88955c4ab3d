import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appKey, appUrl, isProduction } from '../env';
import { fieldError } from '../lib/http-errors';
import { safeEqual } from '../lib/tokens';

// decision 029: a card session id is signed for its user, so it needs no table of its own
const SESSION_EXPIRED = 'Your card form has expired. Please reload the page and try again.';
export const RETURN_PATH = '/billing/3ds-complete';

function signature(key: string, userId: number, nonce: string): string {
  return createHmac('sha256', key).update(`card-session:${userId}:${nonce}`).digest('base64url').slice(0, 32);
}

export function newCardSessionId(app: FastifyInstance, userId: number): string {
  const nonce = randomBytes(12).toString('base64url');
  return `cs_${nonce}.${signature(appKey(app.env), userId, nonce)}`;
}

export function isCardSessionOf(app: FastifyInstance, userId: number, sessionId: string): boolean {
  const match = /^cs_([\w-]{16})\.([\w-]{32})$/.exec(sessionId);
  return match !== null && safeEqual(match[2] ?? '', signature(appKey(app.env), userId, match[1] ?? ''));
}

/** A 422 under general unless the session id was made for this user. */
export function requireCardSession(app: FastifyInstance, userId: number, sessionId: string): void {
  if (!isCardSessionOf(app, userId, sessionId)) throw fieldError('general', SESSION_EXPIRED);
}

/** Where the bank's page sends the browser back to; ours posts the completion message to the page. */
export function returnUrlFor(app: FastifyInstance, request: FastifyRequest): string {
  const origin = isProduction(app.env) ? appUrl(app.env) : `${request.protocol}://${request.host}`;
  return new URL(RETURN_PATH, origin).toString();
}

export const cardSessionExpired = SESSION_EXPIRED;

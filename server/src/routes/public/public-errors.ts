import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/db/database-unavailable';
import { HttpError } from '#server/lib/http-errors';
import { messagePage } from '#server/public-pages/message-page';
import { PAGE_CACHE, sendPublicPage } from './send-page';

/** An HTML page for any error: never a stack or a JSON body. */
export function sendErrorPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting: the same words, as a 503 a browser or crawler may retry shortly (decision 074)
    request.log.warn({ method: request.method, url: request.url, reason: error.message }, 'database unavailable; answered 503');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendPublicPage(reply, messagePage(503), { status: 503, cache: PAGE_CACHE.never });
  }
  const raw = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
  const status = raw >= 400 && raw < 500 ? raw : 500;
  if (status === 500) {
    request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error on a public page');
  } else if (status !== 404) {
    request.log.info({ err: error, status }, 'client error on a public page');
  }
  return sendPublicPage(reply, messagePage(status), { status, cache: PAGE_CACHE.never });
}

/** The public pages' own error handler (decision 040). */
export function useHtmlErrors(app: FastifyInstance): void {
  app.setErrorHandler(sendErrorPage);
}

export function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'We could not find that page.');
}

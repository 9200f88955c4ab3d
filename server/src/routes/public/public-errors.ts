import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { messagePage } from '../../public-pages/message-page';
import { PAGE_CACHE, sendPublicPage } from './send-page';

/** An HTML page for any error: never a stack or a JSON body. */
export function sendErrorPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const raw = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
  const status = raw >= 400 && raw < 500 ? raw : 500;
  if (status === 500) {
    request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error on a public page');
  } else if (status !== 404) {
    request.log.info({ err: error, status }, 'client error on a public page');
  }
  return sendPublicPage(reply, messagePage(status), { status, cache: PAGE_CACHE.never });
}

/** The public pages' own error handler (docs/decisions/040). */
export function useHtmlErrors(app: FastifyInstance): void {
  app.setErrorHandler(sendErrorPage);
}

export function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'We could not find that page.');
}

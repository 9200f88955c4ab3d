import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERAL_ERROR_FIELD, SOMETHING_WENT_WRONG, popupMessages, type FieldErrors } from '#common/contract/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError, ValidationError } from '../lib/http-errors';

function fieldOf(instancePath: string): string {
  const first = instancePath.split('/').filter(Boolean)[0];
  return first ?? GENERAL_ERROR_FIELD;
}

function zodFieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = fieldOf(issue.instancePath);
    (errors[field] ??= []).push(issue.message ?? 'This value is invalid.');
  }
  return errors;
}

const clientMessages: Record<number, string> = {
  400: 'The request could not be understood.',
  413: 'The request is too large.',
  414: 'The address of this request is too long.',
  415: 'This content type is not supported.',
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route (a path parameter past its
 * length, a broken %-escape in the path) in the same shape as every other 4xx, not Fastify's own
 * body, which echoes the path and has no sentence.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
    void reply.code(500).send({ error: 'server_error', message: SOMETHING_WENT_WRONG });
    return;
  }
  request.log.info({ err: error, status }, 'client error');
  void reply.code(status).send({ error: error.code, message: clientMessages[status] ?? 'The request could not be completed.' });
}

/** The words of the error popup a 503 opens, as one sentence for the reply's `message`. */
export const SERVERS_UNAVAILABLE = popupMessages.serverError.join(' ');

/**
 * PostgreSQL is restarting or unreachable: a 503 the client may retry after a few seconds, with the
 * popup's words; the pool reconnects by itself once the database is back (decision 074).
 */
export function answerDatabaseUnavailable(error: Error, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ method: request.method, url: request.url, reason: error.message }, 'database unavailable; answered 503');
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ error: 'service_unavailable', message: SERVERS_UNAVAILABLE });
}

/** The one error handler: 4xx say what is wrong, 5xx never leak a message or stack. */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) return reply.code(422).send({ ...error.extra, errors: error.errors });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send({ errors: zodFieldErrors(error.validation) });
    }
    if (error instanceof HttpError) {
      // the sentence goes through whatever the status, a 503 included (no details live in it)
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.code, message: error.message });
    }
    if (isDatabaseUnavailable(error)) return answerDatabaseUnavailable(error, request, reply);
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: 'too_many_requests', message: error.message });
    if (status >= 400 && status < 500) {
      request.log.info({ err: error, status }, 'client error');
      const message = clientMessages[status] ?? 'The request could not be completed.';
      return reply.code(status).send({ error: error.code ?? 'client_error', message });
    }
    request.log.error({ err: error, method: request.method, url: request.url, params: request.params }, 'unhandled error');
    return reply.code(500).send({ error: 'server_error', message: 'Something went wrong; please try again later.' });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });

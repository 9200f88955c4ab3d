import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

/** The signed-in user's id, or a 401 that travels the same error road as every failure. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  return request.userId;
}

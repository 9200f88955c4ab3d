import type { FastifyRequest } from 'fastify';
import type { StaffAuth } from './staff-auth';
import { HttpError } from './http-errors';

export const STAFF_SIGN_IN_NEEDED = 'Please sign in to the review back office.';

/** The signed-in staff member (both factors), or a 401; a trader's session never counts. */
export function requireStaff(request: FastifyRequest): StaffAuth {
  const staff = request.staff;
  if (!staff || staff.stage !== 'signed_in') throw new HttpError(401, 'staff_unauthenticated', STAFF_SIGN_IN_NEEDED);
  return staff;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/client';

/** The visitor's lead as kept in the session, beside the `lead` row. */
export const sessionLead = z.object({
  id: z.number(),
  email: z.string(),
  postcode: z.string(),
  trades: z.array(z.number()),
  phone_number: z.string().nullable().optional(),
});
export type SessionLead = z.infer<typeof sessionLead>;

export function readSessionLead(request: FastifyRequest): SessionLead | null {
  const parsed = sessionLead.safeParse(request.session?.data.lead);
  return parsed.success ? parsed.data : null;
}

export async function writeSessionLead(app: FastifyInstance, request: FastifyRequest, lead: SessionLead, tx?: Executor) {
  const data = request.session?.data ?? {};
  await app.sessions.saveData(request, { ...data, lead }, tx);
}

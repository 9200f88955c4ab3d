import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { createLeadRepo } from '../repos/lead-repo';

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

/** Stores a visitor's new lead and makes it their session's, in one statement; returns it as the session keeps it. */
export async function insertSessionLead(
  app: FastifyInstance,
  request: FastifyRequest,
  lead: { formId: string | null; email: string; postcode: string; trades: number[] },
): Promise<SessionLead> {
  const session = request.session;
  if (!session) throw new Error('insertSessionLead needs a session');
  const { lead: _previous, ...data } = session.data;
  const id = await createLeadRepo(app.db).insertIntoSession(
    { sessionId: session.publicId, ...lead },
    { id: session.id, data: app.sessions.rowData(request, data) },
  );
  const stored = { id, email: lead.email, postcode: lead.postcode, trades: lead.trades };
  session.data = { ...data, lead: stored };
  return stored;
}

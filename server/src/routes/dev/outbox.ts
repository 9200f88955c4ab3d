import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { isProduction } from '#server/env';
import { createOutboxRepo, type OutboxListing } from '#server/repos/outbox-repo';
import { answerLoopbackOnly } from './loopback-only';
import { MESSAGE_HTML_CSP, OUTBOX_PAGE_CSP, renderOutboxPage } from './outbox-page';

const listQuery = z.object({
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const messageOutput = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  template: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** When the offline transport delivered it (null: not yet, or a real transport sent it). */
  delivered_at: z.string().nullable(),
  /** Sends of the same message after the first (a retry after a crash) that the idempotency key held back. */
  duplicates_held_back: z.number(),
  /** What the provider's delivery receipts last said, with its error code (decision 142); null without receipts. */
  delivery_status: z.string().nullable(),
  delivery_error_code: z.number().nullable(),
});

/** Phones compare in E.164; a `+` that the query string turned into a space is put back. */
export function recipientFilter(to: string | undefined): string | undefined {
  if (!to) return undefined;
  if (to.includes('@')) return to;
  const phone = parsePhoneNumberFromString(to.startsWith('44') ? `+${to}` : to, 'GB');
  return phone?.isPossible() ? phone.number : to;
}

function toJson(row: OutboxListing): z.input<typeof messageOutput> {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text_body: row.textBody,
    html_body: row.htmlBody,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_at: row.delivery?.deliveredAt.toISOString() ?? null,
    duplicates_held_back: row.delivery ? row.delivery.attempts - 1 : 0,
    delivery_status: row.deliveryStatus,
    delivery_error_code: row.deliveryErrorCode,
  };
}

/** The local outbox viewer; outside production only (there the paths fall to the JSON 404), and to loopback clients. */
export default async function devOutboxRoutes(fastify: FastifyInstance) {
  if (isProduction(fastify.env)) return;
  answerLoopbackOnly(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const outbox = createOutboxRepo(app.db);
  // E2E tests poll these pages, so the global limit does not apply
  const config = { rateLimit: false as const };

  const listSchema = { querystring: listQuery, response: { 200: z.object({ messages: z.array(messageOutput) }) } };
  app.get('/dev/outbox.json', { schema: listSchema, config }, async (request) => {
    const rows = await outbox.listRecent({ recipient: recipientFilter(request.query.to), limit: request.query.limit });
    return { messages: rows.map(toJson) };
  });

  app.get('/dev/outbox', { schema: { querystring: listQuery }, config }, async (request, reply) => {
    const rows = await outbox.listRecent({ recipient: recipientFilter(request.query.to), limit: request.query.limit });
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', OUTBOX_PAGE_CSP)
      .send(renderOutboxPage(rows, request.query.to));
  });

  const htmlSchema = { params: z.object({ id: z.coerce.number().int() }) };
  app.get('/dev/outbox/:id(^\\d+).html', { schema: htmlSchema, config }, async (request, reply) => {
    const row = await outbox.find(request.params.id);
    if (!row?.htmlBody) return reply.code(404).send({ error: 'not_found', message: 'We could not find that.' });
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', MESSAGE_HTML_CSP)
      .send(row.htmlBody);
  });
}

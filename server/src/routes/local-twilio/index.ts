import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isProduction, usesTwilio } from '#server/env';
import { safeEqual } from '#server/lib/tokens';
import { createLocalTwilioRepo, type LocalTwilioRow } from '#server/repos/local-twilio-repo';
import { outcomeFor, twilioError } from './outcomes';
import { postReceipts } from './receipts';

export const LOCAL_TWILIO_PREFIX = '/local-twilio/2010-04-01/Accounts';
const FORM_LIMIT_BYTES = 16 * 1024;

const newSid = () => `SM${randomBytes(16).toString('hex')}`;
/** Twilio's dates: RFC 2822, in UTC. */
const twilioDate = (date: Date) => date.toUTCString().replace('GMT', '+0000');

function messageJson(row: LocalTwilioRow, accountSid: string) {
  return {
    sid: row.sid,
    account_sid: accountSid,
    to: row.toNumber,
    from: row.sender.startsWith('MG') ? null : row.sender,
    messaging_service_sid: row.sender.startsWith('MG') ? row.sender : null,
    body: row.body,
    status: row.status,
    error_code: row.errorCode,
    direction: 'outbound-api',
    num_segments: '1',
    date_created: twilioDate(row.createdAt),
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${row.sid}.json`,
  };
}

/**
 * A local stand-in for Twilio's Messages API (decision 142), as /local-stripe plays Stripe: point
 * TWILIO_API_BASE at `<this server>/local-twilio` and texts go through the real adapter, come back as signed receipts
 * to /webhooks/sms/status, and fail, refuse or answer 429 by the number (outcomes.ts). Never in production.
 */
export default async function localTwilioRoutes(app: FastifyInstance) {
  const { env } = app;
  if (isProduction(env) || !usesTwilio(env) || !env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return;
  const accountSid = env.TWILIO_ACCOUNT_SID;
  const authToken = env.TWILIO_AUTH_TOKEN;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const repo = createLocalTwilioRepo(app.db);
  // receipts still being posted are finished before the app (and its database) closes
  const inFlight = new Set<Promise<unknown>>();
  app.addHook('preClose', async () => void (await Promise.allSettled([...inFlight])));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Twilio's 401 unless the basic auth is this account's; false when it answered. */
  function authorised(request: FastifyRequest<{ Params: { sid: string } }>, reply: FastifyReply): boolean {
    const given = request.headers.authorization ?? '';
    if (request.params.sid === accountSid && safeEqual(given, expectedAuth)) return true;
    void reply.code(401).send(twilioError(401, 20003, 'Authenticate'));
    return false;
  }

  app.post<{ Params: { sid: string }; Body: Record<string, string> | undefined }>(
    `${LOCAL_TWILIO_PREFIX}/:sid/Messages.json`,
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const form = request.body ?? {};
      const sender = form.From ?? form.MessagingServiceSid;
      if (!form.To) return reply.code(400).send(twilioError(400, 21604, "A 'To' phone number is required."));
      if (!form.Body) return reply.code(400).send(twilioError(400, 21602, 'Message body is required.'));
      if (!sender) return reply.code(400).send(twilioError(400, 21603, "A 'From' phone number is required."));
      const text = { toNumber: form.To, sender, body: form.Body };
      const outcome = outcomeFor(form.To);
      if (outcome.kind === 'refused')
        return reply.code(outcome.status).send(twilioError(outcome.status, outcome.errorCode, outcome.message));
      if (outcome.kind === 'busy-once' && (await repo.refuseFirst(text))) {
        return reply.code(429).send(twilioError(429, 20429, 'Too Many Requests'));
      }
      const loseReply = outcome.kind === 'reply-lost-once' && (await repo.listTo(form.To, 1)).length === 0;
      const row = await repo.create({ ...text, sid: newSid() });
      const final =
        outcome.kind === 'undelivered'
          ? { status: 'undelivered' as const, errorCode: outcome.errorCode }
          : { status: 'delivered' as const };
      const plan = { sid: row.sid ?? '', accountSid, to: form.To, sender, callbackUrl: form.StatusCallback ?? null, final };
      // after the reply has gone, as Twilio's receipts come after its answer
      reply.raw.once('finish', () => {
        const posting = postReceipts(plan, authToken, repo, app.log).catch((error: unknown) =>
          app.log.warn({ err: error, sid: plan.sid }, 'the local Twilio stand-in stopped its receipts'),
        );
        inFlight.add(posting);
        void posting.finally(() => inFlight.delete(posting));
      });
      if (loseReply) return reply.code(500).send(twilioError(500, 20500, 'Internal Server Error'));
      return reply.code(201).send(messageJson(row, accountSid));
    },
  );

  app.get<{ Params: { sid: string }; Querystring: { To?: string; PageSize?: string } }>(
    `${LOCAL_TWILIO_PREFIX}/:sid/Messages.json`,
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const limit = Math.min(Math.max(Number(request.query.PageSize) || 50, 1), 1000);
      const rows = request.query.To ? await repo.listTo(request.query.To, limit) : [];
      return { messages: rows.map((row) => messageJson(row, accountSid)), page: 0, page_size: limit };
    },
  );
}

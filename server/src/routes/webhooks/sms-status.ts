import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DELIVERY_STATUSES } from '#server/db/schema/outbox-message';
import { appUrl, usesTwilio } from '#server/env';
import { isTwilioSigned, type FormParams } from '#server/lib/twilio-signature';
import { SMS_STATUS_PATH } from '#server/providers/messaging/index';
import { recordDeliveryReceipt } from '#server/services/sms-receipts';

/** A status callback is a few hundred bytes; anything much larger is not Twilio's. */
const RECEIPT_BODY_LIMIT_BYTES = 16 * 1024;

const receipt = z.object({
  key: z.string().min(1).max(100),
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.enum(DELIVERY_STATUSES),
  ErrorCode: z.coerce.number().int().min(0).max(999_999).optional(),
});

/** The form body with every value of a repeated name, as Twilio signs it. */
function parseForm(text: string): FormParams {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = params[name];
    params[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return params;
}

/**
 * Twilio's delivery receipts (decision 142): only with the TWILIO_ settings. The signature is checked against
 * the address Twilio was given (APP_URL and the path and query it called), not the Host a proxy passes on; 403
 * otherwise. A signed receipt is answered 204 whether it was kept or ignored (a replay, a status this app does not
 * keep), so Twilio does not send it again.
 */
export default async function smsStatusRoutes(app: FastifyInstance) {
  const authToken = app.env.TWILIO_AUTH_TOKEN;
  if (!usesTwilio(app.env) || !authToken) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: RECEIPT_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  app.post(SMS_STATUS_PATH, async (request, reply) => {
    const params = typeof request.body === 'object' && request.body !== null ? (request.body as FormParams) : {};
    const url = `${appUrl(app.env)}${request.url}`;
    if (!isTwilioSigned(authToken, url, params, request.headers['x-twilio-signature'])) {
      return reply.code(403).type('text/plain; charset=utf-8').send('This request is not signed by Twilio.');
    }
    const parsed = receipt.safeParse({ ...params, key: (request.query as Record<string, unknown>).key });
    if (!parsed.success) return reply.code(204).send();
    const { key, MessageSid, MessageStatus, ErrorCode } = parsed.data;
    const outcome = await recordDeliveryReceipt(app, {
      idempotencyKey: key,
      providerMessageId: MessageSid,
      status: MessageStatus,
      errorCode: ErrorCode ?? null,
      at: new Date(),
    });
    return reply.code(204).header('x-receipt', outcome).send();
  });
}

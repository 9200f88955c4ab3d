import { PermanentDeliveryFailure, type DeliveryKey, type SmsMessage, type SmsTransport } from './provider';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number or alphanumeric sender, or else a Messaging Service sid. */
  sender: { from: string } | { messagingServiceSid: string };
  /** https://api.twilio.com, or the local stand-in. */
  apiBase: string;
  /** Where Twilio posts the delivery receipts of the message with this idempotency key. */
  statusCallback: (idempotencyKey: string) => string;
  timeoutMs?: number;
}

interface TwilioMessage {
  sid: string;
  to: string;
  body: string;
  date_created: string | null;
}

/** Earlier copies are looked for among this many newest messages to the number. */
const LOOK_BACK = 20;
/** A message Twilio took shortly before the outbox wrote it (clocks differ) still counts as a copy. */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Twilio's Programmable Messaging API (decision 142): `POST /2010-04-01/Accounts/{sid}/Messages.json`, form
 * encoded, basic auth with the account sid and auth token. 429, 5xx and the account's own refusals (401, 403, 404:
 * settings someone can fix) are thrown for the outbox to try again later; a 400, a refusal of the message itself,
 * is a PermanentDeliveryFailure with Twilio's error code. Twilio keeps no idempotency key, so a
 * later try first looks for the message among the number's newest (a 5xx or a lost reply after Twilio took it) and
 * takes that one instead of sending it twice. The receipts come to `statusCallback`, which names the outbox row.
 */
export function createTwilioSmsTransport(options: TwilioOptions): SmsTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const messagesUrl = `${options.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const headers = {
    authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
    accept: 'application/json',
  };

  async function earlierCopy(message: SmsMessage, key: DeliveryKey): Promise<string | null> {
    if ((key.attempt ?? 1) <= 1) return null;
    const query = new URLSearchParams({ To: message.to, PageSize: String(LOOK_BACK) });
    const response = await fetch(`${messagesUrl}?${query}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Twilio answered ${response.status} to the look for an earlier copy`);
    }
    const { messages } = (await response.json()) as { messages?: TwilioMessage[] };
    const since = (key.queuedAt?.getTime() ?? 0) - CLOCK_SLACK_MS;
    const copy = (messages ?? []).find(
      (sent) => sent.body === message.body && (sent.date_created === null || Date.parse(sent.date_created) >= since),
    );
    return copy?.sid ?? null;
  }

  return {
    name: 'twilio',
    async send(message, key) {
      const copy = await earlierCopy(message, key);
      if (copy) return { providerMessageId: copy };
      const form = new URLSearchParams({ To: message.to, Body: message.body, StatusCallback: options.statusCallback(key.idempotencyKey) });
      if ('from' in options.sender) form.set('From', options.sender.from);
      else form.set('MessagingServiceSid', options.sender.messagingServiceSid);
      const response = await fetch(messagesUrl, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const reply = (await response.json().catch(() => ({}))) as { sid?: string; code?: number };
      if (response.ok && typeof reply.sid === 'string') return { providerMessageId: reply.sid };
      if (response.ok) throw new Error('Twilio accepted the message without a sid');
      // only a 400 is about the message itself; 429, 5xx and the account's own problems (401, 403, 404) may pass
      if (response.status !== 400) throw new Error(`Twilio answered ${response.status}`);
      const code = typeof reply.code === 'number' ? reply.code : null;
      throw new PermanentDeliveryFailure(`Twilio refused the message (${response.status}, code ${code ?? 'none'})`, code);
    },
  };
}

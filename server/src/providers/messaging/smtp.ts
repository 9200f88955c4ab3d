import type { Transporter } from 'nodemailer';
import type { EmailTransport } from './provider';

// nodemailer loads with the first e-mail sent: a process on the local outbox never holds it (decision 090)
const loadNodemailer = async () => (await import('nodemailer')).default;

export interface SmtpOptions {
  /** e.g. smtp://user:pass@mail.example:587 or smtps://…:465 */
  url: string;
  from: string;
}

/** The domain of the sender's address, for Message-IDs (`Tradespace <no-reply@tradespace.test>` → tradespace.test). */
export function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1] ?? 'tradespace.local';
}

/**
 * Sends through any SMTP server, with both the text and the HTML part. The Message-ID is made from the
 * message's idempotency key (and the key is in `X-Idempotency-Key`), so a message sent twice after a
 * worker's crash is one message to the receiving side: mail clients and many relays drop the duplicate.
 */
export function createSmtpTransport(options: SmtpOptions): EmailTransport {
  let transporter: Promise<Transporter> | null = null;
  const connect = () =>
    (transporter ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({
        url: options.url,
        // fail fast: the worker retries with backoff, and app.close() waits for a send in flight
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  const domain = senderDomain(options.from);
  return {
    name: 'smtp',
    async send(message, key) {
      await (
        await connect()
      ).sendMail({
        messageId: `<${key.idempotencyKey}@${domain}>`,
        headers: { 'X-Idempotency-Key': key.idempotencyKey },
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

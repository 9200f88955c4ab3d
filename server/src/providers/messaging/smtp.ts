import nodemailer from 'nodemailer';
import type { EmailTransport } from './index';

export interface SmtpOptions {
  /** e.g. smtp://user:pass@mail.example:587 or smtps://…:465 */
  url: string;
  from: string;
}

/** Sends through any SMTP server, with both the text and the HTML part. */
export function createSmtpTransport(options: SmtpOptions): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    // fail fast: the worker retries with backoff, and app.close() waits for a send in flight
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

import type { Env } from '#server/env';
import { createOfflineEmailTransport, createOfflineSmsTransport } from './offline';
import type { DeliveryLog, MessagingProviders } from './provider';
import { createHttpSmsTransport } from './sms-http';
import { createSmtpTransport } from './smtp';

export type * from './provider';

const DEFAULT_MAIL_FROM = 'Tradespace <no-reply@tradespace.local>';
const DEFAULT_SMS_FROM = 'Tradespace';

/**
 * SMTP when SMTP_URL is set, the HTTP SMS adapter when SMS_API_URL is set; otherwise the local outbox,
 * which records its deliveries in `deliveries`.
 */
export function createMessagingProviders(env: Env, deliveries: DeliveryLog): MessagingProviders {
  if (env.SMS_API_URL && !env.SMS_API_KEY) throw new Error('Invalid environment:\n  SMS_API_KEY: required with SMS_API_URL');
  return {
    email: env.SMTP_URL
      ? createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM })
      : createOfflineEmailTransport(deliveries),
    sms:
      env.SMS_API_URL && env.SMS_API_KEY
        ? createHttpSmsTransport({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY, from: env.SMS_FROM ?? DEFAULT_SMS_FROM })
        : createOfflineSmsTransport(deliveries),
  };
}

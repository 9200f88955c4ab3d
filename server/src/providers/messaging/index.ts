import { appUrl, usesTwilio, type Env } from '#server/env';
import { createOfflineEmailTransport, createOfflineSmsTransport } from './offline';
import type { DeliveryLog, MessagingProviders, SmsTransport } from './provider';
import { createHttpSmsTransport } from './sms-http';
import { createSmtpTransport } from './smtp';
import { createTwilioSmsTransport } from './twilio';

export type * from './provider';

const DEFAULT_MAIL_FROM = 'Tradespace <no-reply@tradespace.local>';
const DEFAULT_SMS_FROM = 'Tradespace';
/** Where Twilio posts its delivery receipts (routes/webhooks/sms-status.ts). */
export const SMS_STATUS_PATH = '/webhooks/sms/status';

/** A half-configured text provider stops the start-up, naming what is missing. */
function smsSettingProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.SMS_API_URL && !env.SMS_API_KEY) problems.push('SMS_API_KEY: required with SMS_API_URL');
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM, env.TWILIO_MESSAGING_SERVICE_SID];
  if (twilio.some(Boolean) && !usesTwilio(env)) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: both required, with TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  }
  if (usesTwilio(env) && env.SMS_API_URL) problems.push('SMS_API_URL: set it or the TWILIO_ settings, not both');
  return problems;
}

function smsTransport(env: Env, deliveries: DeliveryLog): SmsTransport {
  if (usesTwilio(env) && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN) {
    return createTwilioSmsTransport({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      sender: env.TWILIO_FROM ? { from: env.TWILIO_FROM } : { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID ?? '' },
      apiBase: env.TWILIO_API_BASE,
      statusCallback: (key) => `${appUrl(env)}${SMS_STATUS_PATH}?key=${encodeURIComponent(key)}`,
    });
  }
  if (env.SMS_API_URL && env.SMS_API_KEY) {
    return createHttpSmsTransport({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY, from: env.SMS_FROM ?? DEFAULT_SMS_FROM });
  }
  return createOfflineSmsTransport(deliveries);
}

/**
 * SMTP when SMTP_URL is set; Twilio when its TWILIO_ settings are (decision 142), the HTTP SMS adapter when
 * SMS_API_URL is; otherwise the local outbox, which records its deliveries in `deliveries`.
 */
export function createMessagingProviders(env: Env, deliveries: DeliveryLog): MessagingProviders {
  const problems = smsSettingProblems(env);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return {
    email: env.SMTP_URL
      ? createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM })
      : createOfflineEmailTransport(deliveries),
    sms: smsTransport(env, deliveries),
  };
}

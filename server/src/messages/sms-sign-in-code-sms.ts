import type { OutboxDraft } from '../repos/outbox-repo';

export interface SmsCodeInput {
  to: string;
  code: string;
  expiresInMinutes?: number;
}

/** The 4-digit sign-in code; the only 4-digit number in the text, so tests can pick it out. */
export function smsSignInCodeSms({ to, code, expiresInMinutes = 10 }: SmsCodeInput): OutboxDraft {
  return {
    channel: 'sms',
    recipient: to,
    template: 'sms-login-code',
    textBody: `Your Tradespace code is ${code}. It expires in ${expiresInMinutes} minutes. Never share it.`,
  };
}

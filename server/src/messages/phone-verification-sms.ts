import type { OutboxDraft } from '../repos/outbox-repo';
import type { SmsCodeInput } from './sms-sign-in-code-sms';

/** The 4-digit code that proves a phone number belongs to the person signing up. */
export function phoneVerificationSms({ to, code, expiresInMinutes = 10 }: SmsCodeInput): OutboxDraft {
  return {
    channel: 'sms',
    recipient: to,
    template: 'phone-verification',
    textBody: `Your Tradespace verification code is ${code}. ` + `It expires in ${expiresInMinutes} minutes. Never share it.`,
  };
}

import { longDateText } from '#common/calendar-date';
import { coverText } from '#common/contract/calls/insurance';
import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

// The e-mails of public liability insurance (decisions 135 and 136): staff's decision, the two reminders
// before the policy ends, and the day after it ended.

interface InsuranceEmailBase {
  to: string;
  firstName: string;
  cover: number;
  /** The policy's last day, "YYYY-MM-DD". */
  expiresOn: string;
  /** The insurance section of /my-account, where a new certificate is uploaded. */
  accountUrl: string;
}

export interface InsuranceDecisionEmailInput extends InsuranceEmailBase {
  decision: 'approved' | 'rejected';
  reason: string | null;
}

const UPLOAD_ACTION = 'Upload your certificate';

function policy(input: InsuranceEmailBase): string {
  return `${coverText(input.cover)} public liability insurance, valid until ${longDateText(input.expiresOn)}`;
}

/** Staff approved or rejected the certificate. */
export function insuranceDecisionEmail(input: InsuranceDecisionEmailInput): OutboxDraft {
  const greeting = greetingFor(input.firstName);
  if (input.decision === 'approved') {
    return noticeEmail({
      to: input.to,
      template: 'insurance-decision',
      subject: 'Your public liability insurance was checked',
      greeting,
      paragraphs: [
        `Good news: we checked your certificate. Your public profile now shows your ${policy(input)}.`,
        'We will remind you 30 days and 7 days before it ends, so you can send us the renewed certificate in time.',
      ],
      action: { label: 'Go to my account', url: input.accountUrl },
    });
  }
  return noticeEmail({
    to: input.to,
    template: 'insurance-decision',
    subject: 'Your public liability insurance could not be checked',
    greeting,
    paragraphs: [
      `Your public liability insurance certificate could not be checked: ${input.reason ?? 'no reason was given'}`,
      'Please upload a clear copy of your current certificate, with its details as they are on it, at the link below.',
    ],
    action: { label: UPLOAD_ACTION, url: input.accountUrl },
  });
}

/** 30 or 7 days before the policy ends. */
export function insuranceReminderEmail(input: InsuranceEmailBase & { days: 30 | 7 }): OutboxDraft {
  const ends = longDateText(input.expiresOn);
  return noticeEmail({
    to: input.to,
    template: `insurance-reminder-${input.days}`,
    subject: `Your public liability insurance ends on ${ends}`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `The public liability insurance on your Tradespace profile ends on ${ends}.`,
      'When you have renewed it, upload the new certificate so homeowners keep seeing that you are insured. The day after it ends, it no longer shows on your profile.',
    ],
    action: { label: UPLOAD_ACTION, url: input.accountUrl },
  });
}

/** The day after the policy ended: it no longer shows on the profile. */
export function insuranceExpiredEmail(input: InsuranceEmailBase): OutboxDraft {
  return noticeEmail({
    to: input.to,
    template: 'insurance-expired',
    subject: 'Your public liability insurance has expired',
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `Your ${policy(input)}, has ended, so your public profile no longer shows it.`,
      'Upload the certificate of your current policy and we will check it and show it again.',
    ],
    action: { label: UPLOAD_ACTION, url: input.accountUrl },
  });
}

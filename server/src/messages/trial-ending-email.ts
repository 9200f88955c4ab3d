import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface TrialEndingEmailInput {
  to: string;
  firstName: string;
  planName: string;
  /** "£70.80 (£59.00 + VAT)". */
  amount: string;
  /** "12 January 2027": when the first monthly fee is taken. */
  firstChargeOn: string;
  /** "14 January 2027": when the free month ends. */
  trialEndsOn: string;
  /** The membership area of the account page: change or cancel in one press after signing in. */
  accountUrl: string;
}

/** Three days before the free month ends (decision 089): the plan, the amount with VAT and the first charge's date. */
export function trialEndingEmail(input: TrialEndingEmailInput): OutboxDraft {
  return noticeEmail({
    to: input.to,
    subject: `Your free month ends on ${input.trialEndsOn}`,
    template: 'trial-ending',
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `Your free month of the ${input.planName} plan ends on ${input.trialEndsOn}.`,
      `Unless you change or cancel it, the first monthly fee of ${input.amount} for the ${input.planName} plan is taken on ${input.firstChargeOn}, and then every month.`,
      'There is no minimum term: cancel before then and you pay nothing.',
    ],
    action: { label: 'Change or cancel your plan', url: input.accountUrl },
  });
}

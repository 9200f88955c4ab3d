import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface MembershipCancelledEmailInput {
  to: string;
  firstName: string;
  planName: string;
  /** "12 January 2027": the day the plan ends, in London. */
  endsOn: string;
  /** Cancelled during the free month: it ended at once and nothing was charged. */
  atOnce: boolean;
  /** The membership area of the account page. */
  accountUrl: string;
}

/** Confirms a cancellation from the account page (decision 089): when the plan ends and that nothing more is charged. */
export function membershipCancelledEmail(input: MembershipCancelledEmailInput): OutboxDraft {
  const when = input.atOnce
    ? `Your ${input.planName} plan ended today, during your free month, and nothing was charged.`
    : `Your ${input.planName} plan ends on ${input.endsOn}, as the subscription terms say. You keep its credits until then, and nothing more is charged after it.`;
  return noticeEmail({
    to: input.to,
    subject: 'Your Tradespace membership is cancelled',
    template: 'membership-cancelled',
    greeting: greetingFor(input.firstName),
    paragraphs: [
      when,
      'You are on pay as you go now: no monthly fee, and you buy credits only when you want a lead. You can choose a plan again at any time.',
    ],
    action: { label: 'Open your account', url: input.accountUrl },
  });
}

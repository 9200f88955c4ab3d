import { INVITATION_VALID_DAYS } from '#common/contract/review-texts';
import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface ReviewInvitationEmailInput {
  to: string;
  /** The customer's name as the trader gave it: the only text in the e-mail the trader typed (decision 139). */
  customerName: string;
  traderName: string;
  businessName: string;
  reviewUrl: string;
}

/** A trader's request for a review, with the single-use link to write it. */
export function reviewInvitationEmail({ to, customerName, traderName, businessName, reviewUrl }: ReviewInvitationEmailInput): OutboxDraft {
  return noticeEmail({
    to,
    template: 'review-invitation',
    subject: `${traderName} of ${businessName} asks for your review`,
    greeting: greetingFor(customerName),
    paragraphs: [
      `${traderName} of ${businessName} has asked us to invite you to review the work they did for you. Tradespace is where they show their work to new customers.`,
      `Your review helps other homeowners choose. Good or bad, we publish every honest review once we have checked it, and ${traderName} may reply but cannot change or remove it.`,
      `The link works once and for ${INVITATION_VALID_DAYS} days. If you have never had work done by ${businessName}, please ignore this e-mail.`,
    ],
    action: { label: 'Write my review', url: reviewUrl },
  });
}

/** Tells the customer their review arrived and waits for our check. */
export function reviewReceivedEmail({ to, businessName }: { to: string; businessName: string }): OutboxDraft {
  return noticeEmail({
    to,
    template: 'review-received',
    subject: `We have your review of ${businessName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for your review of ${businessName}. We check every review before it is published, usually within two working days.`,
      'If you did not write a review on Tradespace, please reply to this e-mail and tell us.',
    ],
  });
}

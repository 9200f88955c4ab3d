import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface ReviewDecisionEmailInput {
  to: string;
  firstName: string;
  kind: 'gas' | 'electric';
  decision: 'approved' | 'rejected';
  gasNumber: string | null;
  /** The reviewer's words, shown as text (noticeEmail escapes every paragraph). */
  reason: string | null;
  /** The setup step where the trader resubmits. */
  stepUrl: string;
  accountUrl: string;
}

// Texts: decision 037
function what(kind: ReviewDecisionEmailInput['kind'], gasNumber: string | null): string {
  if (kind === 'electric') return 'electrician certificate';
  return gasNumber ? `Gas Safe number ${gasNumber}` : 'Gas Safe number';
}

function restrictedLeads(kind: ReviewDecisionEmailInput['kind']): string {
  return kind === 'gas' ? 'jobs that need a Gas Safe registered engineer' : 'electrical jobs that need a registered electrician';
}

/** Tells the trader how staff decided on their gas number or certificate. */
export function reviewDecisionEmail(input: ReviewDecisionEmailInput): OutboxDraft {
  const greeting = greetingFor(input.firstName);
  const thing = input.kind === 'gas' ? 'Gas Safe number' : 'electrician certificate';
  if (input.decision === 'approved') {
    return noticeEmail({
      to: input.to,
      template: 'review-decision',
      subject: `Your ${thing} was verified`,
      greeting,
      paragraphs: [
        `Good news: your ${what(input.kind, input.gasNumber)} was verified.`,
        `You can now buy leads for ${restrictedLeads(input.kind)}.`,
      ],
      action: { label: 'Go to my account', url: input.accountUrl },
    });
  }
  const again =
    input.kind === 'gas'
      ? 'Please check the number on your Gas Safe ID card and resubmit it'
      : 'Please upload a clear copy of a current certificate';
  return noticeEmail({
    to: input.to,
    template: 'review-decision',
    subject: `Your ${thing} could not be verified`,
    greeting,
    paragraphs: [
      `Your ${what(input.kind, input.gasNumber)} could not be verified: ${input.reason ?? 'no reason was given'}`,
      `${again} at the link below. Until it is verified you cannot buy leads for ${restrictedLeads(input.kind)}.`,
    ],
    action: { label: input.kind === 'gas' ? 'Resubmit your Gas Safe number' : 'Upload your certificate again', url: input.stepUrl },
  });
}

import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface ReviewDecisionEmailInput {
  to: string;
  firstName: string;
  kind: 'gas' | 'electric' | 'identity';
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
  if (kind === 'identity') return 'ID check';
  return gasNumber ? `Gas Safe number ${gasNumber}` : 'Gas Safe number';
}

function restrictedJobs(kind: ReviewDecisionEmailInput['kind']): string {
  return kind === 'gas' ? 'jobs that need a Gas Safe registered engineer' : 'electrical jobs that need a registered electrician';
}

/** A reviewer's decision on the name an ID check read (decision 138). */
function identityDecisionEmail(input: ReviewDecisionEmailInput): OutboxDraft {
  const base = { to: input.to, template: 'review-decision', greeting: greetingFor(input.firstName) };
  if (input.decision === 'approved') {
    return noticeEmail({
      ...base,
      subject: 'Your ID check passed',
      paragraphs: [
        'Good news: we have checked the name on your document, and your ID check has passed.',
        'Your public profile now shows that your ID is checked.',
      ],
      action: { label: 'Go to my account', url: input.accountUrl },
    });
  }
  return noticeEmail({
    ...base,
    subject: 'Your ID check did not pass',
    paragraphs: [
      `The name on your document does not match the name on your account: ${input.reason ?? 'no reason was given'}`,
      'You can take the ID check again from your account.',
    ],
    action: { label: 'Take the ID check again', url: input.stepUrl },
  });
}

/** Tells the trader how staff decided on their gas number, certificate or ID document's name. */
export function reviewDecisionEmail(input: ReviewDecisionEmailInput): OutboxDraft {
  if (input.kind === 'identity') return identityDecisionEmail(input);
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
        `You can now buy leads for ${restrictedJobs(input.kind)}.`,
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
      `${again} at the link below. Until it is verified you cannot buy leads for ${restrictedJobs(input.kind)}.`,
    ],
    action: { label: input.kind === 'gas' ? 'Resubmit your Gas Safe number' : 'Upload your certificate again', url: input.stepUrl },
  });
}

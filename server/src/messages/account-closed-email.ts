import { closedTexts, keptSentence } from '#common/contract/account-data-texts';
import type { KeptRecord } from '../repos/account-closing-repo';
import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface AccountClosedEmailInput {
  to: string;
  firstName: string;
  /** What this closure kept, as its audit entry records it. */
  kept: KeptRecord[];
  contactUrl: string;
}

/** Confirms a closure to the address the account had: what was erased, what was kept and why. */
export function accountClosedEmail({ to, firstName, kept, contactUrl }: AccountClosedEmailInput): OutboxDraft {
  return noticeEmail({
    to,
    subject: 'Your Tradespace account is closed',
    template: 'account-closed',
    greeting: greetingFor(firstName),
    paragraphs: [
      `You closed your Tradespace account. ${closedTexts.erased}`,
      closedTexts.keptIntro,
      ...kept.map(keptSentence),
      'If you did not close it, contact us at once. You are welcome to sign up again at any time.',
    ],
    action: { label: 'Contact us', url: contactUrl },
  });
}

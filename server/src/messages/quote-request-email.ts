import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface QuoteRequestEmailInput {
  to: string;
  traderFirstName: string;
  homeowner: { name: string; email: string; phone: string; postcode: string; description: string };
  /** The trader's public profile, where the request was made. */
  profileUrl: string;
  /** "3 March" when sent while the trader is away (decision 089). */
  awayUntil?: string | null;
}

/** Tells the trader about a homeowner's request from their public profile (decision 041). */
export function quoteRequestEmail({ to, traderFirstName, homeowner, profileUrl, awayUntil }: QuoteRequestEmailInput): OutboxDraft {
  return noticeEmail({
    to,
    subject: `New quote request from ${homeowner.name}`,
    template: 'quote-request',
    greeting: greetingFor(traderFirstName),
    paragraphs: [
      awayUntil
        ? `${homeowner.name} asked for a quote through your Tradespace profile while you are away. They were told you are back on ${awayUntil}: please get in touch with them then.`
        : `${homeowner.name} asked for a quote through your Tradespace profile. Please get in touch with them soon.`,
      `Name: ${homeowner.name}`,
      `Email: ${homeowner.email}`,
      `Phone: ${homeowner.phone}`,
      `Postcode: ${homeowner.postcode}`,
      `The job: ${homeowner.description}`,
    ],
    action: { label: 'View your public profile', url: profileUrl },
  });
}

import type { z } from 'zod';
import type { reviewSignals } from '#common/contract/calls/reviews';

type Signals = z.infer<typeof reviewSignals>;

const times = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** What staff should weigh before publishing a review, each a plain sentence; empty when nothing stands out. */
export function signalSentences(signals: Signals): string[] {
  const sentences: string[] = [];
  if (signals.same_address_as_trader) sentences.push("It was written from an internet address one of the trader's own sessions used.");
  if (signals.same_device_as_trader) sentences.push("It was written from the same browser as one of the trader's own sessions.");
  if (signals.reviews_from_address > 1) {
    sentences.push(`${times(signals.reviews_from_address, 'review', 'reviews')} came from the same internet address.`);
  }
  if (signals.email_on_other_traders > 0) {
    sentences.push(
      `The reviewer's e-mail address was also invited by ${times(signals.email_on_other_traders, 'other trader', 'other traders')}.`,
    );
  }
  return sentences;
}

export const NO_SIGNALS =
  "Nothing stands out: not written from the trader's own address or browser, the only review from its address, and no other trader invited this e-mail address.";

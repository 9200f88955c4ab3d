import { describe, expect, it } from 'vitest';
import { NO_SIGNALS, signalSentences } from './review-signals';

const calm = { same_address_as_trader: false, same_device_as_trader: false, reviews_from_address: 1, email_on_other_traders: 0 };

describe('signalSentences', () => {
  it('says nothing when no signal stands out', () => {
    expect(signalSentences(calm)).toEqual([]);
    expect(NO_SIGNALS).toMatch(/^Nothing stands out/);
  });

  it('names every signal in a sentence, with counts in words staff can read', () => {
    expect(
      signalSentences({ same_address_as_trader: true, same_device_as_trader: true, reviews_from_address: 3, email_on_other_traders: 1 }),
    ).toEqual([
      "It was written from an internet address one of the trader's own sessions used.",
      "It was written from the same browser as one of the trader's own sessions.",
      '3 reviews came from the same internet address.',
      "The reviewer's e-mail address was also invited by 1 other trader.",
    ]);
    expect(signalSentences({ ...calm, email_on_other_traders: 2 })).toEqual([
      "The reviewer's e-mail address was also invited by 2 other traders.",
    ]);
  });
});

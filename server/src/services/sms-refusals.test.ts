import { describe, expect, it } from 'vitest';
import { smsUnavailable, tryAgainWhen } from './sms-refusals';

describe('when the SMS gate says to try again', () => {
  it('says a short wait in minutes', () => {
    const now = Date.parse('2026-11-29T13:55:30Z');
    expect(tryAgainWhen(270, now)).toBe('in 5 minutes');
    expect(tryAgainWhen(30, now)).toBe('in 1 minute');
  });

  it('says a longer wait as a London clock time, in summer and in winter', () => {
    expect(tryAgainWhen(25 * 60, Date.parse('2026-11-29T13:35:00Z'))).toBe('after 14:00');
    expect(tryAgainWhen(25 * 60, Date.parse('2026-07-01T13:35:00Z'))).toBe('after 15:00');
  });

  it('puts it in the sentence the person reads', () => {
    expect(smsUnavailable(tryAgainWhen(25 * 60, Date.parse('2026-11-29T13:35:00Z')))).toBe(
      'We cannot send text messages right now. Please try again after 14:00 or sign in with your e-mail.',
    );
  });
});

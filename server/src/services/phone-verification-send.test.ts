import { describe, expect, it } from 'vitest';
import { sendWait } from './phone-verification-send';

const now = Date.parse('2025-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000);

describe('sendWait', () => {
  it('lets the first code go at once', () => {
    expect(sendWait([], 'resend', now)).toBeNull();
  });

  it('counts the 20 seconds from the last send, rounding up', () => {
    expect(sendWait([ago(5.5)], 'resend', now)).toMatchObject({
      seconds: 15,
      tooEarly: true,
      error: 'Please wait 15 seconds before asking for a new code.',
    });
    expect(sendWait([ago(19)], 'send', now)?.error).toBe('Please wait 1 second before asking for a new code.');
    expect(sendWait([ago(20)], 'resend', now)).toBeNull();
  });

  it('does not make a new number wait, but keeps the hourly limit for it', () => {
    expect(sendWait([ago(3)], 'change', now)).toBeNull();
    const five = [ago(3000), ago(2000), ago(1000), ago(100), ago(3)];
    expect(sendWait(five, 'change', now)).toMatchObject({ seconds: 600, tooEarly: false });
  });

  it('after five sends in the hour, waits until the oldest is an hour old', () => {
    const five = [ago(3590), ago(2000), ago(1000), ago(100), ago(60)];
    expect(sendWait(five, 'resend', now)).toMatchObject({
      seconds: 10,
      error: 'You have asked for 5 codes in the last hour. Please try again in 1 minute.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { captchaCostFor } from './captcha';

describe('the ALTCHA cost for texts lately sent', () => {
  it('doubles with each text from the first that asks for a captcha, up to 512', () => {
    expect([0, 1, 2, 3, 9, 10, 50].map((texts) => captchaCostFor(texts))).toEqual([1, 2, 4, 8, 512, 512, 512]);
  });

  it('adds nothing for texts that need no captcha (a raised CAPTCHA_AFTER_SMS_SENDS)', () => {
    expect(captchaCostFor(500, 100_000)).toBe(1);
    expect([4, 5, 6].map((texts) => captchaCostFor(texts, 5))).toEqual([1, 2, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { isUkMobile, nationalFormat, toUkE164, toUkMobileE164 } from './phone';

describe('UK phone numbers', () => {
  it('reads a mobile however it is typed, as E.164', () => {
    for (const typed of ['07911 123456', '+44 7911 123456', '0044 7911 123456', ' 07911123456 ']) {
      expect(toUkMobileE164(typed)).toBe('+447911123456');
      expect(toUkE164(typed)).toBe('+447911123456');
    }
    // Jersey's mobiles share +44 and count as UK mobiles
    expect(toUkMobileE164('07797 712345')).toBe('+447797712345');
  });

  it('answers a number asked again as the first time, past the numbers it keeps too', () => {
    const typed = Array.from({ length: 600 }, (_, index) => `07911 ${String(100_000 + index)}`);
    const first = typed.map(toUkMobileE164);
    expect(first.every((mobile, index) => mobile === `+447911${String(100_000 + index)}`)).toBe(true);
    expect(typed.map(toUkMobileE164)).toEqual(first);
    expect([toUkMobileE164('020 7946 0018'), toUkMobileE164('020 7946 0018'), toUkMobileE164('07911')]).toEqual([null, null, null]);
  });

  it('knows a real landline or freephone number from a mobile', () => {
    for (const typed of ['020 7946 0018', '0161 496 0000', '0800 123 4567']) {
      expect(toUkE164(typed)).not.toBeNull();
      expect(toUkMobileE164(typed)).toBeNull();
    }
  });

  it('refuses what is not a real UK number', () => {
    // 07700 900xxx is Ofcom's range for drama: never a real phone
    for (const typed of ['07700 900123', '07700 9001', '+1 415 555 2671', 'not a number', '']) {
      expect(toUkMobileE164(typed)).toBeNull();
      expect(toUkE164(typed)).toBeNull();
    }
  });

  it('answers as the two checks it replaces would, for every kind of number', () => {
    const numbers = [
      '07700 900123',
      '+44 7911 123456',
      '07911 123456',
      '020 7946 0018',
      '0800 123 4567',
      '07624 123456',
      '0500 123456',
      '07700 9001',
    ];
    for (const typed of numbers) {
      const e164 = toUkE164(typed);
      expect(toUkMobileE164(typed)).toBe(e164 !== null && isUkMobile(e164) ? e164 : null);
    }
  });

  it('writes a number for people to read', () => {
    expect(nationalFormat('+447911123456')).toBe('07911 123456');
  });
});

import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { ukNationalFormat } from './uk-phone-format';

describe('ukNationalFormat', () => {
  it('lays out a mobile as five digits, a space and six', () => {
    expect(ukNationalFormat('+447712345678')).toBe('07712 345678');
  });

  it.each(['+447911123456', '+442079460018', '+441134960000', '+441614960000', '+443001234567', '+441632960123', '+448001234567'])(
    'agrees with the phone library for %s',
    (e164) => {
      expect(ukNationalFormat(e164)).toBe(parsePhoneNumberFromString(e164)?.formatNational());
    },
  );

  it('leaves anything that is not a +44 number as it is', () => {
    expect(ukNationalFormat('+33612345678')).toBe('+33612345678');
    expect(ukNationalFormat('')).toBe('');
  });
});

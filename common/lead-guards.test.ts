import { describe, expect, it } from 'vitest';
import { leadRedirect } from './lead-guards';

const options = { askLeadPhone: false, leadForm: true };
const visitor = { signedIn: false, postcode: 'M1 1AE', trades: [3] };

describe('lead step guards', () => {
  it('sends a visitor without a postcode from the trades step back to the postcode step', () => {
    expect(leadRedirect('lead_trades', { ...visitor, postcode: null, trades: [] }, 'original', options)).toBe('lead_location');
  });

  it('sends a visitor without trades from e-mail, phone and register back to the trades step', () => {
    for (const route of ['lead_email', 'lead_phone', 'lead_register'] as const) {
      expect(leadRedirect(route, { ...visitor, trades: [] }, 'original', options)).toBe('lead_trades');
    }
  });

  it('lets a visitor with what the step needs stay', () => {
    for (const route of ['lead_location', 'lead_trades', 'lead_email', 'lead_register', 'lead_existing'] as const) {
      expect(leadRedirect(route, visitor, 'original', options)).toBeNull();
    }
  });

  it('moves a signed-in user past the lead steps in every scheme', () => {
    for (const scheme of ['original', 'reorderedV1412', 'reorderedV1612'] as const) {
      const signedIn = { ...visitor, signedIn: true };
      expect(leadRedirect('lead_location', signedIn, scheme, options)).toBe('trades');
      expect(leadRedirect('lead_trades', signedIn, scheme, options)).toBe('trades');
      expect(leadRedirect('lead_email', signedIn, scheme, options)).toBe('verify_phone');
      expect(leadRedirect('lead_register', signedIn, scheme, options)).toBe('verify_phone');
    }
  });
});

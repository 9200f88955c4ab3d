import type { UserView } from './contract/user';

/** A user fresh from registration, with nothing set up yet; tests override what they need. */
export function newUser(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 7,
    email: 'sam@example.co.uk',
    first_name: 'Sam',
    last_name: 'Slater',
    phone_number: '+447700900123',
    phone: '07700 900123',
    picture: null,
    location: { postcode: null },
    company: {
      name: 'Slater Roofing',
      description: null,
      business_type: null,
      employees: null,
      company_number: null,
      website: null,
      url: null,
    },
    trades: [],
    verified: {
      phone: false,
      email: false,
      electric: false,
      electric_recommended: false,
      electric_document: false,
      gas_recommended: false,
      gas_number: null,
      gas: false,
      gas_checking: false,
      free_lead_offer: false,
    },
    membership_status: 'PICK_SUB',
    account_type: 'CREDITS',
    membership: { plan: null, trial_ends_at: null },
    flags: { setup_membership_skip: false },
    popups_shown: [],
    outstanding: 0,
    credit: { cash: 0, discounts: 0 },
    custom_radius: null,
    billing: { cards: 0 },
    ...overrides,
  };
}

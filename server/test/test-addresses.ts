/** A work address in a district the seed knows, home the same: the address step's save as the form sends it. */
export const MANCHESTER_WORK_ADDRESS = {
  name: 'business',
  line_1: '10 Church Road',
  line_2: '',
  postal_town: 'Manchester',
  county: '',
  postcode: 'M1 1AE',
  country: 'England',
  home_is_same: true,
} as const;

/** An office address as the address book stores and lists it. */
export const WESTMINSTER_OFFICE = {
  line_1: '10 Church Road',
  line_2: '',
  postal_town: 'Westminster',
  county: 'London',
  postcode: 'SW1A 1AA',
  country: 'England',
} as const;

/** A home address in Manchester. */
export const MANCHESTER_HOME = {
  line_1: '4 Mill Lane',
  line_2: '',
  postal_town: 'Manchester',
  county: '',
  postcode: 'M1 1AE',
  country: 'England',
} as const;

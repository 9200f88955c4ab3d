import { TERMS_OF_SUPPLY_REQUIRED } from '#common/contract/calls/cards';
import { postcode } from '#common/contract/fields';
import { SELECT_FULL_ADDRESS, type AddressDraft } from '#web/components/address/address-finder-state';

// The card form's checks in order, with their exact messages, and the minimum name length
export const CARD_NAME_MIN = 4;
export const cardFormMessages = {
  nameRequired: 'You must specify the name on the card.',
  nameTooShort: `The name on the card should be at least ${CARD_NAME_MIN} characters.`,
  nameNotReal: 'The name on your card does not appear correct.',
  postcodeRequired: 'You must enter a valid postcode.',
  /** A real postcode typed, but Find Address never pressed (decision 121). */
  pressFindAddress: 'Press Find Address to choose your billing address.',
  selectAddress: SELECT_FULL_ADDRESS,
  line1Required: 'You must enter your full address.',
  townRequired: 'You must specify the town/city of the billing address.',
  countryRequired: 'You must specify the country of the billing address.',
  termsRequired: TERMS_OF_SUPPLY_REQUIRED,
} as const;

const NOT_A_NAME = new Set(['visa', 'mastercard', 'card']);

export interface CardFormValues {
  name: string;
  /** The billing address: the manual fields, else the chosen suggestion; undefined for neither. */
  address: AddressDraft | undefined;
  /** A postcode search returned suggestions (and none is chosen, or the address would be set). */
  suggestionsReturned: boolean;
  /** What the postcode search field holds. */
  typedPostcode?: string;
  termsRequired: boolean;
  terms: boolean;
}

export interface CardFormError {
  /** The field the message sits under: name, postcode, address (the picker), line_1, postal_town, country or terms. */
  field: string;
  message: string;
}

/** The first failing check, in the order of the checks; null when the form may go to the card provider. */
export function firstCardFormError(values: CardFormValues): CardFormError | null {
  const name = values.name.trim();
  if (name === '') return { field: 'name', message: cardFormMessages.nameRequired };
  if (name.length < CARD_NAME_MIN) return { field: 'name', message: cardFormMessages.nameTooShort };
  if (NOT_A_NAME.has(name.toLowerCase()) || /^[\d\s.,-]+$/.test(name)) return { field: 'name', message: cardFormMessages.nameNotReal };
  const address = values.address;
  if (!address || address.postcode.trim() === '') {
    if (values.suggestionsReturned && !address) return { field: 'address', message: cardFormMessages.selectAddress };
    const searchable = !address && postcode.safeParse(values.typedPostcode ?? '').success;
    return { field: 'postcode', message: searchable ? cardFormMessages.pressFindAddress : cardFormMessages.postcodeRequired };
  }
  if (address.line_1.trim() === '') return { field: 'line_1', message: cardFormMessages.line1Required };
  if (address.postal_town.trim() === '') return { field: 'postal_town', message: cardFormMessages.townRequired };
  if (address.country.trim() === '') return { field: 'country', message: cardFormMessages.countryRequired };
  if (values.termsRequired && !values.terms) return { field: 'terms', message: cardFormMessages.termsRequired };
  return null;
}

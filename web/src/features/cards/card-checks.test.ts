import type { AddressDraft } from '#web/components/address/address-finder-state';
import { firstCardFormError, type CardFormValues } from './card-checks';

const address: AddressDraft = {
  line_1: '1 Piccadilly',
  line_2: '',
  postal_town: 'Manchester',
  county: 'Greater Manchester',
  postcode: 'M1 1AE',
  country: 'England',
};
const valid: CardFormValues = { name: 'Sam Fletcher', address, suggestionsReturned: true, termsRequired: true, terms: true };
const check = (changes: Partial<CardFormValues>) => firstCardFormError({ ...valid, ...changes });
const withAddress = (changes: Partial<AddressDraft>) => check({ address: { ...address, ...changes } });

test('a complete form passes every check', () => {
  expect(check({})).toBeNull();
});

test('1. the name on the card is required', () => {
  expect(check({ name: '  ' })).toEqual({ field: 'name', message: 'You must specify the name on the card.' });
});

test('2. the name has at least 4 characters', () => {
  expect(check({ name: 'Sam' })).toEqual({ field: 'name', message: 'The name on the card should be at least 4 characters.' });
});

test.each(['visa', 'VISA', 'Mastercard', 'card', '4242 4242 4242 4242'])('3. "%s" is not a name on a card', (name) => {
  expect(check({ name })).toEqual({ field: 'name', message: 'The name on your card does not appear correct.' });
});

test('4. a postcode is required: no search, no address', () => {
  expect(check({ address: undefined, suggestionsReturned: false })).toEqual({
    field: 'postcode',
    message: 'You must enter a valid postcode.',
  });
  expect(withAddress({ postcode: '' })).toEqual({ field: 'postcode', message: 'You must enter a valid postcode.' });
});

test('4. a real postcode typed but never searched asks for Find Address; a half-typed one is still not valid', () => {
  expect(check({ address: undefined, suggestionsReturned: false, typedPostcode: 'sw1a 1aa' })).toEqual({
    field: 'postcode',
    message: 'Press Find Address to choose your billing address.',
  });
  expect(check({ address: undefined, suggestionsReturned: false, typedPostcode: 'SW1A' })).toEqual({
    field: 'postcode',
    message: 'You must enter a valid postcode.',
  });
});

test('4. after a search that returned addresses, one must be chosen', () => {
  expect(check({ address: undefined, suggestionsReturned: true })).toEqual({
    field: 'address',
    message: 'You must select your full address.',
  });
});

test('5. the first line of the address', () => {
  expect(withAddress({ line_1: '' })).toEqual({ field: 'line_1', message: 'You must enter your full address.' });
});

test('6. the town or city', () => {
  expect(withAddress({ postal_town: ' ' })).toEqual({
    field: 'postal_town',
    message: 'You must specify the town/city of the billing address.',
  });
});

test('7. the country', () => {
  expect(withAddress({ country: '' })).toEqual({ field: 'country', message: 'You must specify the country of the billing address.' });
});

test('8. the terms of supply, only when the card session asks for them', () => {
  expect(check({ terms: false })).toEqual({ field: 'terms', message: 'Please agree to the terms of supply.' });
  expect(check({ terms: false, termsRequired: false })).toBeNull();
});

test('the checks run in the spec order: the first failing one is reported', () => {
  const everythingWrong: CardFormValues = {
    name: '',
    address: { ...address, postcode: '', line_1: '', postal_town: '', country: '' },
    suggestionsReturned: false,
    termsRequired: true,
    terms: false,
  };
  const fixes: Partial<CardFormValues>[] = [{ name: 'Sam Fletcher' }];
  const order = [];
  let values = everythingWrong;
  for (;;) {
    const error = firstCardFormError(values);
    if (!error) break;
    order.push(error.field);
    const next = values.address ? { ...values.address } : { ...address };
    if (error.field === 'name') values = { ...values, ...fixes[0] };
    else if (error.field === 'terms') values = { ...values, terms: true };
    else values = { ...values, address: { ...next, [error.field]: address[error.field as keyof AddressDraft] } };
  }
  expect(order).toEqual(['name', 'postcode', 'line_1', 'postal_town', 'country', 'terms']);
});

import { cardErrorFor, UNSUPPORTED_CARD } from '#common/contract/card-errors';

// Provider errors map to number, expiry, cvc, postcode or general
test.each([
  ['invalid_number', 'number'],
  ['incorrect_number', 'number'],
  ['incomplete_number', 'number'],
  ['invalid_expiry_month', 'expiry'],
  ['invalid_expiry_year', 'expiry'],
  ['incomplete_expiry', 'expiry'],
  ['expired_card', 'expiry'],
  ['invalid_expiry_year_past', 'expiry'],
  ['invalid_cvc', 'cvc'],
  ['incomplete_cvc', 'cvc'],
  ['incorrect_cvc', 'cvc'],
  ['incorrect_zip', 'postcode'],
  ['card_declined', 'general'],
  ['processing_error', 'general'],
])('%s goes under %s', (code, field) => {
  expect(cardErrorFor(code)).toMatchObject({ code, field });
});

test('a declined card is explained by its decline code when we know it', () => {
  expect(cardErrorFor('card_declined', 'insufficient_funds')).toEqual({
    code: 'insufficient_funds',
    field: 'general',
    message: 'Your card has insufficient funds. Please try another card.',
  });
  expect(cardErrorFor('card_declined', 'do_not_honor')).toMatchObject({
    code: 'card_declined',
    field: 'general',
    message: 'Your card was declined. Please try another card.',
  });
});

test('an unknown code goes under general with the provider text, or the decline text', () => {
  expect(cardErrorFor('something_new', null, 'The provider says no.')).toEqual({
    code: 'something_new',
    field: 'general',
    message: 'The provider says no.',
  });
  expect(cardErrorFor(null)).toMatchObject({ field: 'general', message: 'Your card was declined. Please try another card.' });
});

test('cards other than Visa, Mastercard and American Express are refused under number', () => {
  expect(cardErrorFor('unsupported_brand')).toEqual({ code: 'unsupported_brand', field: 'number', message: UNSUPPORTED_CARD });
});

import { maskCardNumbers, maskDigits } from './mask-card-numbers';

test('card numbers are masked with or without spaces and dashes', () => {
  expect(maskDigits('card 4242 4242 4242 4242 failed')).toBe('card [masked] failed');
  expect(maskDigits('4000-0025-0000-3155')).toBe('[masked]');
  expect(maskDigits('378282246310005')).toBe('[masked]');
});

test('short numbers such as a CVC length, a year or a count are kept', () => {
  expect(maskDigits('expiry 12/2030, 3 tries, code 0127')).toBe('expiry 12/2030, 3 tries, code 0127');
});

test('values named like a card number or security code, and numbers and keys that look like one, are masked', () => {
  expect(
    maskCardNumbers({ cvc: '123', card_number: '4242', n: 4242424242424242, '4242424242424242': 'x', ok: 12, flag: true, none: null }),
  ).toEqual({
    cvc: '[masked]',
    card_number: '[masked]',
    n: '[masked]',
    '[masked]': 'x',
    ok: 12,
    flag: true,
    none: null,
  });
});

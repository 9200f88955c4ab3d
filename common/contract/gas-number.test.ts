import { gasIdNumber, gasNumberMessages, gasNumberProblem } from './gas-number';

test.each([
  ['123456', '123456'],
  ['1234567', '1234567'],
  [' 123 456 ', '123456'],
  ['123\t4567', '1234567'],
])('accepts %j as %j', (typed, stored) => {
  expect(gasNumberProblem(typed)).toBeNull();
  expect(gasIdNumber.parse(typed)).toBe(stored);
});

test.each([
  ['', gasNumberMessages.required],
  ['  ', gasNumberMessages.required],
  ['12345', gasNumberMessages.length],
  ['12345678', gasNumberMessages.length],
  ['12A456', gasNumberMessages.digitsOnly],
  ['123-456', gasNumberMessages.digitsOnly],
  ['１２３４５６', gasNumberMessages.digitsOnly],
])('refuses %j with its message', (typed, message) => {
  expect(gasNumberProblem(typed)).toBe(message);
  expect(gasIdNumber.safeParse(typed).error?.issues[0]?.message).toBe(message);
});

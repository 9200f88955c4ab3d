import { normaliseCompanyNumber } from './company-number';

test.each([
  ['01234567', '01234567'],
  ['1234567', '01234567'],
  ['sc123456', 'SC123456'],
  ['SC 123 456', 'SC123456'],
  ['ni012345', 'NI012345'],
  ['oc301234', 'OC301234'],
  ['so300001', 'SO300001'],
  ['nc000123', 'NC000123'],
  ['r0001234', 'R0001234'],
])('accepts %j as %j', (given, expected) => {
  expect(normaliseCompanyNumber(given)).toBe(expected);
});

test.each(['', '00000000', '123456789', 'SC12345', 'SC1234567', 'XX123456', 'S1234567', 'SC-123456', 'ABCDEFGH'])('refuses %j', (given) => {
  expect(normaliseCompanyNumber(given)).toBeNull();
});

import { isTwilioSigned, twilioSignature } from './twilio-signature';

// the worked example of Twilio's security guide: its URL, parameters and auth token give this signature
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

test("the signature of Twilio's own example", () => {
  expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
});

test('a signature checks out only for the same URL, parameters and token', () => {
  const signature = twilioSignature('12345', url, params);

  expect(isTwilioSigned('12345', url, params, signature)).toBe(true);
  expect(isTwilioSigned('12345', 'http://mycompany.com/myapp.php?foo=1&bar=2', params, signature)).toBe(false);
  expect(isTwilioSigned('12345', url, { ...params, Digits: '1235' }, signature)).toBe(false);
  expect(isTwilioSigned('54321', url, params, signature)).toBe(false);
  expect(isTwilioSigned('12345', url, params, undefined)).toBe(false);
  expect(isTwilioSigned('12345', url, params, '')).toBe(false);
});

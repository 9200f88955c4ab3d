import { smsSignInCodeSms } from './sms-sign-in-code-sms';

test('the sign-in code is the only 4-digit number in the text', () => {
  const draft = smsSignInCodeSms({ to: '+447700900123', code: '0427' });

  expect(draft).toMatchObject({ channel: 'sms', recipient: '+447700900123', template: 'sms-login-code' });
  expect(draft.textBody).toBe('Your Tradespace code is 0427. It expires in 10 minutes. Never share it.');
  expect(draft.textBody.match(/\b(\d{4})\b/g)).toEqual(['0427']);
});

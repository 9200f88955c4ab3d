import { phoneVerificationSms } from './phone-verification-sms';

test('the verification code is the only 4-digit number in the text', () => {
  const draft = phoneVerificationSms({ to: '+447700900123', code: '9051', expiresInMinutes: 5 });

  expect(draft).toMatchObject({ channel: 'sms', template: 'phone-verification' });
  expect(draft.htmlBody ?? null).toBeNull();
  expect(draft.textBody).toContain('expires in 5 minutes');
  expect(draft.textBody.match(/\b(\d{4})\b/g)).toEqual(['9051']);
});

import { staffCodeEmail } from './staff-code-email';

test('the staff code is the only 6-digit number in the e-mail and its expiry is stated', () => {
  const draft = staffCodeEmail({ to: 'reviewer@tradespace.test', code: '031947', expiresInMinutes: 10 });

  expect(draft).toMatchObject({ channel: 'email', recipient: 'reviewer@tradespace.test', template: 'staff-login-code' });
  expect(draft.subject).toBe('Your Tradespace back office code');
  expect(draft.textBody.match(/\b\d{6}\b/g)).toEqual(['031947']);
  expect(draft.textBody).toContain('It expires in 10 minutes and works once.');
  expect(draft.htmlBody).toContain('>031947</p>');
});

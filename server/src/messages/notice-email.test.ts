import { noticeEmail } from './notice-email';

test('a notice has its paragraphs in both parts and an optional action', () => {
  const draft = noticeEmail({
    to: 'sam@example.test',
    subject: 'Your profile is live',
    paragraphs: ['Good news, Sam.', 'Customers can now find you & your <trades>.'],
    action: { label: 'View your profile', url: 'https://tradespace.test/my-account' },
  });

  expect(draft.textBody).toBe(
    'Good news, Sam.\n\nCustomers can now find you & your <trades>.\n\nView your profile:\nhttps://tradespace.test/my-account',
  );
  expect(draft.htmlBody).toContain('Customers can now find you &amp; your &lt;trades&gt;.');
  expect(draft.htmlBody).toContain('href="https://tradespace.test/my-account"');
  expect(draft).toMatchObject({ channel: 'email', subject: 'Your profile is live', template: 'notice' });
});

test('a notice without an action has no button', () => {
  const draft = noticeEmail({ to: 'sam@example.test', subject: 'Hello', paragraphs: ['Just so you know.'] });

  expect(draft.textBody).toBe('Just so you know.');
  expect(draft.htmlBody).not.toContain('<a ');
});

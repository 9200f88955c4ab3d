import { signInLinkEmail } from './sign-in-link-email';

const url = 'https://tradespace.test/auth/login-link?token=abc&next=%2Fmy-account';

test('the sign-in e-mail has the subject and the link on a line of its own', () => {
  const draft = signInLinkEmail({ to: 'sam@example.test', firstName: 'Sam', url, expiresInMinutes: 15 });

  expect(draft).toMatchObject({ channel: 'email', recipient: 'sam@example.test', subject: 'Your Tradespace sign-in link' });
  expect(draft.textBody.split('\n')).toContain(url);
  expect(draft.textBody).toContain('expires in 15 minutes');
  expect(draft.htmlBody).toContain('href="https://tradespace.test/auth/login-link?token=abc&amp;next=%2Fmy-account"');
});

test('a first name with HTML in it is shown as text', () => {
  const draft = signInLinkEmail({ to: 'x@example.test', firstName: '<img src=x onerror=alert(1)>', url, expiresInMinutes: 15 });

  expect(draft.htmlBody).not.toContain('<img');
  expect(draft.htmlBody).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
  expect(draft.textBody).toMatch(/^Hi <img src=x onerror=alert\(1\)>,/);
});

test('the sign-in e-mail greets by name, has one clear button and says when the link expires, in HTML and in plain text', () => {
  const draft = signInLinkEmail({ to: 'sam@example.test', firstName: 'Sam', url, expiresInMinutes: 15 });

  expect(draft.htmlBody).toMatch(/<h1[^>]*>Hi Sam,<\/h1>/);
  expect(draft.htmlBody?.match(/>Sign in to Tradespace<\/a>/g)).toHaveLength(1);
  expect(draft.htmlBody).toContain('The link works once and expires in 15 minutes.');
  expect(draft.textBody).toMatch(/^Hi Sam,\n/);
  expect(draft.textBody).toContain('The link works once and expires in 15 minutes.');
  expect(draft.textBody).not.toContain('<');
});

import { ticketReceivedEmail } from './ticket-received-email';

test('the acknowledgement quotes the reference in its subject and both parts, and shows the subject as text', () => {
  const draft = ticketReceivedEmail({ to: 'sam@example.test', reference: 'TS-7K2M9Q', subject: 'Card <declined> & more' });

  expect(draft).toMatchObject({ channel: 'email', recipient: 'sam@example.test', template: 'ticket-received' });
  expect(draft.subject).toBe('We have your message: TS-7K2M9Q');
  expect(draft.textBody).toContain('We have your message "Card <declined> & more" and its reference is TS-7K2M9Q.');
  expect(draft.htmlBody).toContain('Card &lt;declined&gt; &amp; more');
  expect(draft.htmlBody).toContain('TS-7K2M9Q');
  expect(draft.htmlBody).not.toContain('<declined>');
});

test('a trader who wrote signed in is greeted by name; anyone else with a plain "Hi,"', () => {
  const named = ticketReceivedEmail({ to: 'sam@example.test', firstName: 'Sam', reference: 'TS-7K2M9Q', subject: 'Hello' });
  const anonymous = ticketReceivedEmail({ to: 'sam@example.test', reference: 'TS-7K2M9Q', subject: 'Hello' });

  expect(named.textBody).toMatch(/^Hi Sam,\n/);
  expect(named.htmlBody).toMatch(/<h1[^>]*>Hi Sam,<\/h1>/);
  expect(anonymous.textBody).toMatch(/^Hi,\n/);
});

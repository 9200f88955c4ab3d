import { ticketReceivedEmail, UNPROVEN_TICKET_SENTENCE } from './ticket-received-email';

test('the acknowledgement to a proven address quotes the reference in its subject and both parts, and shows the subject as text', () => {
  const draft = ticketReceivedEmail({
    to: 'sam@example.test',
    reference: 'TS-7K2M9Q',
    proven: { firstName: null, subject: 'Card <declined> & more' },
  });

  expect(draft).toMatchObject({ channel: 'email', recipient: 'sam@example.test', template: 'ticket-received' });
  expect(draft.subject).toBe('We have your message: TS-7K2M9Q');
  expect(draft.textBody).toContain('We have your message "Card <declined> & more" and its reference is TS-7K2M9Q.');
  expect(draft.htmlBody).toContain('Card &lt;declined&gt; &amp; more');
  expect(draft.htmlBody).toContain('TS-7K2M9Q');
  expect(draft.htmlBody).not.toContain('<declined>');
});

test('a trader who wrote from their proven address is greeted by name; an unproven address with a plain "Hello," and no words of the sender', () => {
  const named = ticketReceivedEmail({ to: 'sam@example.test', reference: 'TS-7K2M9Q', proven: { firstName: 'Sam', subject: 'Hello' } });
  const unproven = ticketReceivedEmail({ to: 'sam@example.test', reference: 'TS-7K2M9Q', proven: null });

  expect(named.textBody).toMatch(/^Hi Sam,\n/);
  expect(named.htmlBody).toMatch(/<h1[^>]*>Hi Sam,<\/h1>/);
  expect(unproven.textBody).toMatch(/^Hello,\n/);
  expect(unproven.textBody).toContain('its reference is TS-7K2M9Q.');
  expect(unproven.textBody).toContain(UNPROVEN_TICKET_SENTENCE);
  expect(unproven.textBody).not.toContain('"');
});

import { quoteRequestEmail } from './quote-request-email';

const homeowner = {
  name: 'Priya Shah',
  email: 'priya@example.test',
  phone: '07700 900123',
  postcode: 'M4 5JD',
  description: 'Leaking <b>kitchen</b> tap & a dripping radiator valve.',
};

test('the trader gets the homeowner’s details and the job, in both parts', () => {
  const draft = quoteRequestEmail({
    to: 'sam@example.test',
    traderFirstName: 'Sam',
    homeowner,
    profileUrl: 'https://tradespace.test/t/smith',
  });

  expect(draft).toMatchObject({
    channel: 'email',
    recipient: 'sam@example.test',
    template: 'quote-request',
    subject: 'New quote request from Priya Shah',
  });
  for (const line of ['Hi Sam,', 'Email: priya@example.test', 'Phone: 07700 900123', 'Postcode: M4 5JD']) {
    expect(draft.textBody).toContain(line);
  }
  expect(draft.textBody).toContain('The job: Leaking <b>kitchen</b> tap & a dripping radiator valve.');
  expect(draft.htmlBody).toContain('Leaking &lt;b&gt;kitchen&lt;/b&gt; tap &amp; a dripping radiator valve.');
  expect(draft.htmlBody).not.toContain('<b>kitchen');
  expect(draft.htmlBody).toContain('href="https://tradespace.test/t/smith"');
});

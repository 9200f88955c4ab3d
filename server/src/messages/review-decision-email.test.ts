import { reviewDecisionEmail } from './review-decision-email';

const base = {
  to: 'sam@example.test',
  firstName: 'Sam',
  gasNumber: '1234567',
  reason: null,
  stepUrl: 'https://tradespace.test/tradespeople-setup/verify/gas',
  accountUrl: 'https://tradespace.test/my-account',
};

test('an approved gas number names the number and links to the account', () => {
  const draft = reviewDecisionEmail({ ...base, kind: 'gas', decision: 'approved' });

  expect(draft.subject).toBe('Your Gas Safe number was verified');
  expect(draft.textBody).toContain('Good news: your Gas Safe number 1234567 was verified.');
  expect(draft.textBody).toContain('https://tradespace.test/my-account');
  expect(draft).toMatchObject({ channel: 'email', recipient: 'sam@example.test', template: 'review-decision' });
});

test('a rejected certificate carries the reason and the link to the step', () => {
  const stepUrl = 'https://tradespace.test/tradespeople-setup/verify/electric';
  const draft = reviewDecisionEmail({
    ...base,
    stepUrl,
    kind: 'electric',
    decision: 'rejected',
    gasNumber: null,
    reason: 'The scan is unreadable.',
  });

  expect(draft.subject).toBe('Your electrician certificate could not be verified');
  expect(draft.textBody).toContain('Your electrician certificate could not be verified: The scan is unreadable.');
  expect(draft.textBody).toContain(`Upload your certificate again:\n${stepUrl}`);
  expect(draft.htmlBody).toContain(`href="${stepUrl}"`);
});

test('a reason with HTML in it is text in the HTML part and unchanged in the text part', () => {
  const reason = '<img src=x onerror=alert(1)> & "quotes"';
  const draft = reviewDecisionEmail({ ...base, kind: 'gas', decision: 'rejected', reason });

  expect(draft.htmlBody).not.toContain('<img');
  expect(draft.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  expect(draft.textBody).toContain(`could not be verified: ${reason}`);
});

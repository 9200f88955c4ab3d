import { expect, test } from 'vitest';
import { postcodeQuestion } from './service-areas-section';

const trader = { url: 'spark-and-co', name: 'Spark & Co', trades: [{ name: 'Electrician', slug: 'electrician' }] };

test('a postcode outside the areas links to the directory with "an" before a trade said with a vowel', () => {
  const page = String(postcodeQuestion(trader, 'RG1 1AA', undefined, { postcode: 'RG1 1AA', outcome: 'outside' }));
  expect(page).toContain('>Find an Electrician who works in RG1 1AA</a>');
});

test('the job’s postcode is one field, kept after the check, whose button posts to the check', () => {
  const page = String(postcodeQuestion(trader, 'RG1 1AA', undefined, { postcode: 'RG1 1AA', outcome: 'inside' }));
  expect(page.match(/name="postcode"/g)).toHaveLength(1);
  expect(page).toMatch(/id="quote-postcode"[^>]*value="RG1 1AA"/);
  expect(page).toContain(
    '<button class="button" type="submit" formaction="/t/spark-and-co/postcode-check#quote-postcode">Check postcode</button>',
  );
  expect(page).toContain('<strong>Spark &amp; Co works in RG1 1AA.</strong>');
});

test('the request’s own message for the postcode comes before the check’s', () => {
  const page = String(
    postcodeQuestion(trader, 'nowhere', 'Please enter the postcode of the job.', { postcode: 'nowhere', outcome: 'invalid' }),
  );
  expect(page).toContain('id="quote-postcode-error">Please enter the postcode of the job.</p>');
  expect(page).not.toContain('like SW1A 1AA.</p>');
});

import { registrationInput } from './calls/registration';
import { hasWebOrEmailAddress, NAME_HAS_ADDRESS } from './name-text';

test('names with a web or e-mail address are found; ordinary names are not', () => {
  const refused = ['visit evil.com', 'EVIL.COM', 'www.example', 'http://x', 'sam@example.test', 'sam＠example', 'bit.ly', 'a。example'];
  const kept = ['Sam', 'Mary-Jane', "O'Brien", 'J.R.', 'Dr. Who', 'José', 'Smith 2nd', 'A. B. Jones'];

  expect(refused.filter((name) => !hasWebOrEmailAddress(name))).toEqual([]);
  expect(kept.filter((name) => hasWebOrEmailAddress(name))).toEqual([]);
});

test('the sign-up schema says so under first_name and last_name, and leaves business_name alone', () => {
  const result = registrationInput.safeParse({
    first_name: 'Win at evil.com',
    last_name: 'mail me@evil.example',
    business_name: 'Fixit.co.uk Ltd',
  });

  const issues = result.success ? [] : result.error.issues;
  expect(issues.filter((issue) => issue.message === NAME_HAS_ADDRESS).map((issue) => issue.path[0])).toEqual(['first_name', 'last_name']);
  expect(issues.find((issue) => issue.path[0] === 'business_name')).toBeUndefined();
});

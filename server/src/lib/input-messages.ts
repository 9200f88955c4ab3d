import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** What a field of each kind should hold, for a value of the wrong kind. */
const expectedKinds: Record<string, string> = {
  string: 'Please enter text here.',
  number: 'Please enter a number here.',
  int: 'Please enter a whole number here.',
  boolean: 'Please choose yes or no here.',
  array: 'Please choose from the list.',
  set: 'Please choose from the list.',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  if (issue.origin === 'string') return 'This text is longer than allowed.';
  if (issue.origin === 'array' || issue.origin === 'set') return 'More items were chosen than allowed.';
  return 'This number is larger than allowed.';
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  if (issue.origin === 'string') return 'This text is shorter than allowed.';
  if (issue.origin === 'array' || issue.origin === 'set') return 'Please choose at least one item.';
  return 'This number is smaller than allowed.';
}

/**
 * The sentence for a problem a schema gave no message of its own: every field schema carries its
 * texts, but a value of an unforeseen kind (an object where text goes, a number too large for a
 * list) reaches zod's own words, which are not written for a tradesperson.
 */
export function inputProblemSentence(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return expectedKinds[issue.expected] ?? 'This value is not valid.';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value':
      return 'Please choose one of the options.';
    case 'invalid_format':
      return 'This value is not in the right format.';
    case 'unrecognized_keys':
      return 'The request sent details that are not part of this form.';
    default:
      return 'This value is not valid.';
  }
}

import { z } from 'zod';

// At least 50 characters; the maximum is our own choice (decision 021).
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 2000;
export const DESCRIPTION_REQUIRED = 'Please describe your business.';
export const DESCRIPTION_TOO_SHORT = `The description must be at least ${DESCRIPTION_MIN} characters.`;
export const DESCRIPTION_TOO_LONG = `The description may not be longer than ${DESCRIPTION_MAX} characters.`;

// C0 controls except tab and newline, and DEL: invisible, and never meant in a public profile.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** Plain text as stored: one kind of line ending, no control characters, trimmed. Never HTML. */
export function normaliseDescription(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').normalize('NFC').trim();
}

/** Characters as a person counts them (an emoji is one), after normalising. */
export function descriptionLength(text: string): number {
  return [...normaliseDescription(text)].length;
}

/** The one problem with a description, or null when it can be saved. */
export function descriptionProblem(text: string): string | null {
  const length = descriptionLength(text);
  if (length === 0) return DESCRIPTION_REQUIRED;
  if (length < DESCRIPTION_MIN) return DESCRIPTION_TOO_SHORT;
  if (length > DESCRIPTION_MAX) return DESCRIPTION_TOO_LONG;
  return null;
}

export const profileDescription = z
  .string({ error: DESCRIPTION_REQUIRED })
  // a pasted novel is refused by length below; this only stops absurd bodies before normalising
  .max(DESCRIPTION_MAX * 4, DESCRIPTION_TOO_LONG)
  .transform(normaliseDescription)
  .superRefine((text, ctx) => {
    const problem = descriptionProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

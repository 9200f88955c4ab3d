import { z } from 'zod';

/** The 422 reply: field name → messages, first shown. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;
export const validationErrorReply = z.object({ errors: fieldErrors });

/** Any other non-2xx reply carries a machine code and a human message, never a stack. */
export const errorReply = z.object({ error: z.string(), message: z.string() });

export const GENERAL_ERROR_FIELD = 'general';
export const SOMETHING_WENT_WRONG = 'Something went wrong; please try again later.';

// Texts of the single error popup, by HTTP status.
export const popupMessages = {
  serverError: ["Tradespace's servers encountered an error with your request.", 'Our staff have been notified of this error.'],
  notFound: ['We could not locate the page you were attempting to access.'],
  rateLimited: [
    'You have been making too many web requests to our servers. You have temporarily been rate limited.',
    'Please try again in a few moments time.',
  ],
  refreshNeeded: ['A quick page refresh is needed to ensure you have the most up-to-date interface.'],
  /** Not in the spec: a 409, e.g. a review someone else decided first (decision 038). */
  conflict: ['Someone else changed this in the meantime.', 'Reload the page to see it as it is now.'],
  /** Not in the spec: a 400 and any other status get a sentence too, never a bare code (decision 076). */
  badRequest: ['We could not make sense of that request, so nothing was changed.', 'Please reload the page and try again.'],
  unexpected: ['Something went wrong and we could not complete your request.', 'Please reload the page and try again.'],
} as const;

export const RELOAD_AFTER_419_MS = 60_000;
export const ERROR_POPUP_DELAY_MS = 200;

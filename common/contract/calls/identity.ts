import { z } from 'zod';
import { defineCall } from '../define-call';

// The identity check (decisions 137, 138): a hosted document-and-selfie check shaped like Stripe Identity's
// VerificationSession, its result taken only from the provider's signed webhook.

/** Where the hosted check sends the trader back; the ID check section shows the result there. */
export const IDENTITY_RETURN_PATH = '/my-account?identity=done';

export const identityStatus = z.enum(['not_started', 'processing', 'verified', 'requires_input', 'canceled']);
export type IdentityStatus = z.infer<typeof identityStatus>;

/** Why the check did not pass, in the trader's words; an unknown provider code reads as `other`. */
export const identityErrorReasons = {
  document_unverified_other:
    'We could not read your document. Please try again with a clear photo of a valid passport, driving licence or identity card.',
  selfie_face_mismatch: 'Your selfie did not match the photo on your document. Please try again, facing the camera in good light.',
  name_mismatch: 'The name on your document does not match the name on your account.',
  other: 'The ID check could not be finished. Please try again.',
} as const;

export const identityRefusals = {
  alreadyVerified: 'Your ID is already checked. There is nothing more to do.',
  inReview: 'We are checking the name on your document. We will e-mail you when we have decided.',
} as const;

/** Refusals to start are 422s under this key. */
export const IDENTITY_FIELD = 'identity';

/** A new hosted check for the signed-in trader; open `url` to take it. */
export const identityStart = defineCall({
  method: 'POST',
  path: '/v1/account/verify/identity/start',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ url: z.string() }),
});

export const identityState = z.object({
  status: identityStatus,
  last_error: z.object({ code: z.string(), reason: z.string() }).nullable(),
  /** ISO time the check passed (the provider's, or a reviewer's approval of a differing name). */
  verified_at: z.string().nullable(),
});
export type IdentityState = z.infer<typeof identityState>;

export const identityCheck = defineCall({
  method: 'GET',
  path: '/v1/account/verify/identity',
  auth: 'trader',
  input: z.object({}),
  output: identityState,
});

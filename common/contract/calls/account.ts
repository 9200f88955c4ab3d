import { z } from 'zod';
import { defineCall } from '../define-call';
import { password } from '../fields';
import { userView } from '../user';

export const accountInfo = defineCall({
  method: 'GET',
  path: '/v1/account/info',
  input: z.object({
    version_tag: z.string({ error: 'The app version must be text.' }).max(32, 'The app version is too long.').optional(),
    app: z.string({ error: 'The app name must be text.' }).max(32, 'The app name is too long.').optional(),
  }),
  output: z.object({
    user: userView.nullable(),
    alerts: z.array(z.object({ id: z.string(), level: z.enum(['info', 'warning']), message: z.string() })),
    version_status: z.object({
      current_version: z.string(),
      client_version: z.string().nullable(),
      reload: z.boolean(),
    }),
  }),
});

export const popupShownEntry = z.object({ popup: z.string(), shown_at: z.string() });
export const POPUP_NAME_INVALID = 'The popup name may only contain letters, numbers, dots, dashes and underscores.';

/**
 * The popups call (`POST /v1/account/popups`): a one-time popup was shown (`is_shown` true) or may
 * show again (false); the user view's `popups_shown` lists them (decision 048).
 */
export const popupShown = defineCall({
  method: 'POST',
  path: '/v1/account/popups',
  auth: 'trader',
  input: z.object({
    popup: z
      .string({ error: 'The popup is missing.' })
      .trim()
      .min(1, 'The popup is missing.')
      .max(64, 'The popup name is too long.')
      .regex(/^[A-Za-z0-9_.-]+$/, POPUP_NAME_INVALID),
    is_shown: z.boolean({ error: 'Whether the popup was shown must be true or false.' }).default(true),
  }),
  output: z.object({ success: z.literal(true), popups_shown: z.array(popupShownEntry) }),
});

/** /my-account "Change password": this session stays signed in, every other one ends (decision 063). */
export const passwordChange = defineCall({
  method: 'POST',
  path: '/v1/account/password',
  auth: 'trader',
  input: z.object({
    current_password: z
      .string({ error: 'Please enter your current password.' })
      .min(1, 'Please enter your current password.')
      .max(128, 'Your password may not be longer than 128 characters.'),
    password,
  }),
  output: z.object({ success: z.literal(true), sessions_ended: z.number() }),
});

export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already verified.';

/**
 * /my-account "Verify my e-mail": e-mails the account's address a sign-in link; opening it marks the address
 * verified (decision 103). Refusals (the link limit, the e-mail caps) are 422s under `email`.
 */
export const emailVerifySend = defineCall({
  method: 'POST',
  path: '/v1/account/email/verify',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true), sent_to: z.string(), expires_in_minutes: z.number() }),
});
